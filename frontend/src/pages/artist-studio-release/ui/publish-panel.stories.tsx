import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { studioReleaseFixture } from '@/entities/release/index.testing';
import { PublishPanel } from './publish-panel';

const meta = {
  title: 'Pages/ArtistStudioRelease/PublishPanel',
  component: PublishPanel,
  args: {
    release: studioReleaseFixture(),
    onPublish: fn(),
    onUnpublish: fn(),
    onDelete: fn(),
    listenerPreviewPath: '/artist/studio/releases/0b6e2c1a-4f5d-4e8a-9c7b-1a2b3c4d5e6f/listen',
    timeZone: 'UTC',
  },
} satisfies Meta<typeof PublishPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ReadyToPublish: Story = {};
/** The publish button names what is missing (the server's checklist). */
export const PublishBlocked: Story = {
  args: {
    release: studioReleaseFixture({
      artwork_url: null,
      checklist: {
        complete: false,
        missing: [
          {
            item: 'artwork',
            message: 'Add artwork: a square image of at least 1400 × 1400 pixels.',
          },
          { item: 'genre', message: 'Choose at least one genre.' },
          {
            item: 'unfinished_tracks',
            message: 'Every track must be ready: wait for, retry or remove "Coda" (failed).',
          },
        ],
      },
      actions: { edit_tracks: true, delete: true, publish: false, unpublish: false },
    }),
  },
};
/** Bought by 12 people, with a new version since: the note is missing, and linked to. */
export const NoteToBuyersMissing: Story = {
  args: {
    release: studioReleaseFixture({
      buyers: 12,
      checklist: {
        complete: false,
        missing: [
          {
            item: 'buyers_note',
            message:
              'Write a note to the 12 people who bought it: it is mailed to them with the new track when you publish.',
          },
        ],
      },
      actions: { edit_tracks: true, delete: true, publish: false, unpublish: false },
    }),
  },
};
export const Scheduled: Story = {
  args: {
    release: studioReleaseFixture({
      state: 'scheduled',
      scheduled_for: '2026-12-24T18:00:00Z',
      actions: { edit_tracks: false, delete: false, publish: true, unpublish: true },
    }),
  },
};
export const Published: Story = {
  args: {
    release: studioReleaseFixture({
      state: 'published',
      published_at: '2026-11-27T10:00:00Z',
      slug: 'night-ferry',
      listed: true,
      actions: { edit_tracks: false, delete: false, publish: false, unpublish: true },
    }),
  },
};
export const TakenDown: Story = {
  args: {
    release: studioReleaseFixture({
      state: 'taken_down',
      take_down_reason: 'A rights holder showed that the second track is theirs.',
      actions: { edit_tracks: false, delete: false, publish: false, unpublish: false },
    }),
  },
};
