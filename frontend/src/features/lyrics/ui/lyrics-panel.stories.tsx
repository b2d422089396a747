import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import {
  FALLBACK_LYRICS,
  LOADING_LYRICS,
  NO_LYRICS,
  PLAIN_LYRICS,
  SYNCED_LYRICS,
} from '../testing/lyrics-fixtures';
import { LyricsView, type LyricsViewProps } from './lyrics-view';

/** The panel's states with fixtures; the app renders the connected LyricsPanel. */
const meta = {
  title: 'Features/Lyrics/LyricsPanel',
  component: LyricsView,
  args: { lyrics: SYNCED_LYRICS, progressSeconds: 40, onSeek: fn() },
  decorators: [
    (Story) => (
      <div style={{ height: 420, maxWidth: 560, background: 'var(--color-surface)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LyricsView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Mid-song: the chorus line is highlighted and centred. */
export const SyncedMidSong: Story = {};
export const SyncedBeforeFirstLine: Story = { args: { progressSeconds: 2 } };
/** Clicking a line seeks there, and the highlight follows. */
export const SyncedInteractive: Story = {
  render: function Interactive(args: LyricsViewProps) {
    const [progress, setProgress] = useState(args.progressSeconds);
    return <LyricsView {...args} progressSeconds={progress} onSeek={setProgress} />;
  },
};
export const Plain: Story = { args: { lyrics: PLAIN_LYRICS } };
/** Synced lyrics whose timing could not be read, shown as text. */
export const Fallback: Story = { args: { lyrics: FALLBACK_LYRICS } };
export const Loading: Story = { args: { lyrics: LOADING_LYRICS } };
export const NoneFound: Story = { args: { lyrics: NO_LYRICS } };
export const NoneNotInResponse: Story = {
  args: { lyrics: { status: 'none', message: 'Lyrics not found in response' } },
};
export const NoneMissingArtistOrTitle: Story = {
  args: { lyrics: { status: 'none', message: 'Missing artist or title' } },
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
