import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { DEMO_COVER, LONG_TITLE_TRACK, playerTrackFixture } from '@/entities/player/index.testing';
import { LOADING_LYRICS, NO_LYRICS, SYNCED_LYRICS } from '@/features/lyrics/index.testing';
import { playerScope, type PlayerScopeOptions } from '../testing/player-fixtures';
import { PlayerBar } from './player-bar';

/** Each story gets its own scope with the player in the state it shows. */
const withPlayer = (options: PlayerScopeOptions | null): Decorator => {
  const scope = options === null ? fork() : playerScope(options);
  return (Story) => (
    <Provider value={scope}>
      <div style={{ minHeight: options?.lyricsOpen === true ? '100dvh' : 200 }}>
        <Story />
      </div>
    </Provider>
  );
};

const track = playerTrackFixture({ albumArtwork: DEMO_COVER });

const meta = {
  title: 'Widgets/PlayerBar',
  component: PlayerBar,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PlayerBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playing: Story = { decorators: [withPlayer({ track, playing: true })] };
export const Paused: Story = { decorators: [withPlayer({ track, playing: false })] };
/** Titles, artists and albums that do not fit are cut with an ellipsis (full text on hover). */
export const LongTitles: Story = {
  decorators: [withPlayer({ track: LONG_TITLE_TRACK, progress: 3725, duration: 4210 })],
};
export const NoArtwork: Story = { decorators: [withPlayer({ track: playerTrackFixture() })] };
export const LoopingAndShuffling: Story = {
  decorators: [withPlayer({ track, looping: true, shuffling: true })],
};
export const Explicit: Story = {
  decorators: [
    withPlayer({ track: playerTrackFixture({ albumArtwork: DEMO_COVER, explicit: true }) }),
  ],
};
export const Muted: Story = { decorators: [withPlayer({ track, volume: 0, muted: true })] };
export const QuietVolume: Story = { decorators: [withPlayer({ track, volume: 0.3 })] };
/** Before the engine knows the duration the seek bar is disabled. */
export const DurationUnknown: Story = {
  decorators: [withPlayer({ track, progress: 0, duration: 0, playing: false })],
};
/** "Lyrics" opens the panel above the bar: the line being sung is highlighted, a line seeks. */
export const LyricsOpen: Story = {
  decorators: [withPlayer({ track, progress: 40, lyricsOpen: true, lyrics: SYNCED_LYRICS })],
};
export const LyricsLoading: Story = {
  decorators: [withPlayer({ track, lyricsOpen: true, lyrics: LOADING_LYRICS })],
};
export const LyricsNotFound: Story = {
  decorators: [withPlayer({ track: LONG_TITLE_TRACK, lyricsOpen: true, lyrics: NO_LYRICS })],
};
/** Renders nothing: no track is loaded yet. */
export const NoTrack: Story = { decorators: [withPlayer(null)] };
