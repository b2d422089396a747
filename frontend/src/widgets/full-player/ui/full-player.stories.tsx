import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from 'effector-react';
import { DEMO_COVER, LONG_TITLE_TRACK, playerTrackFixture } from '@/entities/player/index.testing';
import { LOADING_LYRICS, NO_LYRICS, SYNCED_LYRICS } from '@/features/lyrics/index.testing';
import { playerScope, type PlayerScopeOptions } from '../testing/player-fixtures';
import { FullPlayer } from './full-player';

/** Each story opens the sheet in its own scope with the player in the state it shows. */
const withPlayer = (options: PlayerScopeOptions): Decorator => {
  const scope = playerScope({ open: true, ...options });
  return (Story) => (
    <Provider value={scope}>
      <div style={{ minHeight: '100dvh' }}>
        <Story />
      </div>
    </Provider>
  );
};

const track = playerTrackFixture({ albumArtwork: DEMO_COVER });

const meta = {
  title: 'Widgets/FullPlayer',
  component: FullPlayer,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
} satisfies Meta<typeof FullPlayer>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ExpandedWithArtwork: Story = { decorators: [withPlayer({ track, progress: 75 })] };
/** The panel toggled to the lyrics; the line being sung is highlighted. */
export const ExpandedWithLyrics: Story = {
  decorators: [withPlayer({ track, progress: 40, showsLyrics: true, lyrics: SYNCED_LYRICS })],
};
export const LyricsLoading: Story = {
  decorators: [withPlayer({ track, showsLyrics: true, lyrics: LOADING_LYRICS })],
};
export const NoLyrics: Story = {
  decorators: [withPlayer({ track, showsLyrics: true, lyrics: NO_LYRICS })],
};
export const Paused: Story = { decorators: [withPlayer({ track, playing: false })] };
export const LongTitles: Story = { decorators: [withPlayer({ track: LONG_TITLE_TRACK })] };
export const NoArtwork: Story = { decorators: [withPlayer({ track: playerTrackFixture() })] };
export const LoopingAndShuffling: Story = {
  decorators: [withPlayer({ track, looping: true, shuffling: true, volume: 0.35 })],
};
export const SmallPhone: Story = {
  decorators: [withPlayer({ track })],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
