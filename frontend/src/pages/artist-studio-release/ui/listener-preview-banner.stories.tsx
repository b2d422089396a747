import type { Meta, StoryObj } from '@storybook/react-vite';
import { studioReleaseFixture } from '@/entities/release/index.testing';
import { ListenerPreviewBanner } from './listener-preview-banner';

const EDITOR = '/artist/studio/releases/0b6e2c1a-4f5d-4e8a-9c7b-1a2b3c4d5e6f';

const meta = {
  title: 'Pages/ArtistStudioRelease/ListenerPreviewBanner',
  component: ListenerPreviewBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    release: studioReleaseFixture(),
    hiddenTrackCount: 0,
    editorPath: EDITOR,
    timeZone: 'UTC',
  },
} satisfies Meta<typeof ListenerPreviewBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A Soundcheck draft: its price, and shown as a member who has not bought it. */
export const Draft: Story = {};
/** Two tracks still processing or failed: left out, and the banner says so. */
export const DraftWithHiddenTracks: Story = { args: { hiddenTrackCount: 2 } };
export const DraftWithoutAccessType: Story = {
  args: { release: studioReleaseFixture({ access_type: null }) },
};
export const Scheduled: Story = {
  args: {
    release: studioReleaseFixture({
      state: 'scheduled',
      access_type: 'standard',
      scheduled_for: '2026-12-24T18:00:00Z',
    }),
  },
};
/** Public now: a link to the page listeners see. */
export const Published: Story = {
  args: {
    release: studioReleaseFixture({
      state: 'published',
      access_type: 'free',
      slug: 'night-ferry',
      published_at: '2026-11-27T10:00:00Z',
      listed: true,
    }),
  },
};
export const PublishedWithHiddenTrack: Story = {
  args: { ...Published.args, hiddenTrackCount: 1 },
};
export const TakenDown: Story = {
  args: {
    release: studioReleaseFixture({
      state: 'taken_down',
      take_down_reason: 'A rights holder showed that the second track is theirs.',
    }),
  },
};
export const LongTitle: Story = {
  args: {
    release: studioReleaseFixture({
      title: 'The Lighthouse Keeper’s Ledger (Deluxe Anniversary Edition with Bonus Demos)',
    }),
  },
};
export const Mobile: Story = {
  args: { hiddenTrackCount: 1 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
