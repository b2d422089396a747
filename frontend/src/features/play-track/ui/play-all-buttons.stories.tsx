import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PlayAllButtons } from './play-all-buttons';

const meta = {
  title: 'Features/PlayTrack/PlayAllButtons',
  component: PlayAllButtons,
  args: { state: 'ready', subject: 'Afterglow Boulevard', onPlayAll: fn(), onShuffle: fn() },
} satisfies Meta<typeof PlayAllButtons>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Large: Story = { args: { size: 'lg' } };
export const Loading: Story = { args: { state: 'loading' } };
/** Disabled, with the spec's tooltip "No playable tracks available" on hover and focus. */
export const NothingPlayable: Story = { args: { state: 'none' } };
/** Shown but not playable here (the studio's listener preview), the tooltip saying where to play. */
export const DisabledWithReason: Story = { args: { disabledReason: 'Play from the editor' } };
