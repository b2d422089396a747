import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import {
  DEMO_COVER,
  LONG_TITLE_TRACK,
  playerStoreValues,
  playerTrackFixture,
  type PlayerStoreOptions,
} from '@/entities/player/index.testing';
import { MiniPlayer } from './mini-player';

/** Each story gets its own scope; the bottom bar's place is marked so the offset shows. */
const withPlayer = (options: PlayerStoreOptions | null): Decorator => {
  const scope = fork({ values: options === null ? [] : playerStoreValues(options) });
  return (Story) => (
    <Provider value={scope}>
      <div style={{ minHeight: 240 }}>
        <Story />
        <div
          aria-hidden="true"
          style={{
            position: 'fixed',
            inset: 'auto 0 0',
            height: 'var(--bottom-bar-height)',
            borderTop: '1px solid var(--color-border)',
            background: 'var(--color-bg)',
          }}
        />
      </div>
    </Provider>
  );
};

const track = playerTrackFixture({ albumArtwork: DEMO_COVER });

const meta = {
  title: 'Widgets/MiniPlayer',
  component: MiniPlayer,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
} satisfies Meta<typeof MiniPlayer>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playing: Story = { decorators: [withPlayer({ track, playing: true, progress: 80 })] };
export const Paused: Story = { decorators: [withPlayer({ track, playing: false })] };
export const LongTitles: Story = { decorators: [withPlayer({ track: LONG_TITLE_TRACK })] };
export const NoArtwork: Story = { decorators: [withPlayer({ track: playerTrackFixture() })] };
export const SmallPhone: Story = {
  decorators: [withPlayer({ track: LONG_TITLE_TRACK })],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
/** Renders nothing: no track is loaded yet. */
export const NoTrack: Story = { decorators: [withPlayer(null)] };
