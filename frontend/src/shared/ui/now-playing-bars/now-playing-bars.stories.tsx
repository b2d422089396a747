import type { Meta, StoryObj } from '@storybook/react-vite';
import { NowPlayingBars } from './now-playing-bars';

const meta = {
  title: 'Shared/NowPlayingBars',
  component: NowPlayingBars,
  args: { playing: true },
  decorators: [
    (Story) => (
      <div style={{ color: 'var(--color-primary)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NowPlayingBars>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playing: Story = {};
/** Frozen where they were; read out as "Paused". */
export const Paused: Story = { args: { playing: false } };
/** The bars take the text colour and size of their surroundings. */
export const BesideATitle: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontWeight: 600 }}>
      <NowPlayingBars {...args} />
      Harbour Lights
    </span>
  ),
};
