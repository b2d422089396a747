import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { studioReleaseFixture, studioTrackFixture } from '@/entities/release/index.testing';
import { ListenerPreview } from './listener-preview';

// An inline cover keeps the stories offline-friendly.
const COVER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%2300A3FF'/%3E%3Ccircle cx='32' cy='32' r='14' fill='%230b0a10'/%3E%3C/svg%3E";

const TRACKS = [
  studioTrackFixture({ position: 1, title: 'Headlights' }),
  studioTrackFixture({ position: 2, title: 'Harbour Lights', explicit: true }),
  studioTrackFixture({ position: 3, title: 'Undertow', state: 'processing', step: 'encoding' }),
  studioTrackFixture({ position: 4, title: 'Last Ferry', duration_s: 301 }),
];

const meta = {
  title: 'Pages/ArtistStudioRelease/ListenerPreview',
  component: ListenerPreview,
  parameters: { layout: 'fullscreen' },
  args: {
    release: studioReleaseFixture({
      artwork_url: COVER,
      description: 'Four songs written on the night crossing.',
      tracks: TRACKS,
    }),
    editorPath: '/artist/studio/releases/0b6e2c1a-4f5d-4e8a-9c7b-1a2b3c4d5e6f',
    onBack: fn(),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof ListenerPreview>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Soundcheck: locked tracks, Purchase and the notice, as a member who has not bought it. */
export const SoundcheckDraft: Story = {};
/** Free: every track playable for members, but playing is for the editor (the tooltip says so). */
export const FreeDraft: Story = {
  args: {
    release: studioReleaseFixture({ access_type: 'free', artwork_url: COVER, tracks: TRACKS }),
  },
};
export const Published: Story = {
  args: {
    release: studioReleaseFixture({
      state: 'published',
      access_type: 'standard',
      slug: 'night-ferry',
      release_date: '2026-11-27',
      artwork_url: COVER,
      tracks: TRACKS.map((track) => ({ ...track, listed: track.state === 'ready' })),
    }),
  },
};
/** No track is ready yet: the album page's own "No tracks" notice. */
export const NothingReady: Story = {
  args: {
    release: studioReleaseFixture({
      access_type: 'free',
      artwork_url: null,
      tracks: TRACKS.map((track) => ({ ...track, state: 'processing' as const })),
    }),
  },
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
