import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClampedText } from './clamped-text';

const LONG_BIO = [
  'Neon Harbor is the night-shift project of Maya Okonkwo-Reyes, a former ferry mechanic from Portsmouth who started making music on a second-hand Juno-60 she bought with her first overtime cheque.',
  'Her debut, Afterglow Boulevard, was pressed in a run of three hundred cassettes and sold out at a single show in a car park under the Spinnaker Tower.',
  'The sound is unapologetically widescreen: gated drums, arpeggios that feel like street lights sliding over a windscreen, and choruses built for shouting out of an open window.',
].join('\n\n');

const meta = {
  title: 'Shared/ClampedText',
  component: ClampedText,
  args: { text: LONG_BIO },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ClampedText>;
export default meta;

type Story = StoryObj<typeof meta>;

export const LongTextClamped: Story = {};
export const ShortTextNoToggle: Story = {
  args: { text: 'Songs whispered into a four-track in an old apple store in Herefordshire.' },
};
export const TwoLines: Story = { args: { lines: 2 } };
export const UnbrokenWord: Story = { args: { text: 'Supercalifragilistic'.repeat(30) } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
