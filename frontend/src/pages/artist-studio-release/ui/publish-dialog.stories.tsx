import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { studioReleaseFixture, studioTrackFixture } from '@/entities/release/index.testing';
import { PublishDialog } from './publish-dialog';

const meta = {
  title: 'Pages/ArtistStudioRelease/PublishDialog',
  component: PublishDialog,
  args: {
    open: true,
    release: studioReleaseFixture({ description: 'Recorded by the sea in one night.' }),
    mode: 'now',
    time: '2026-12-24T18:00',
    error: null,
    pending: false,
    onModeChange: fn(),
    onTimeChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof PublishDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Now: Story = {};
export const AtATime: Story = { args: { mode: 'at' } };
export const Publishing: Story = { args: { pending: true } };
export const Refused: Story = {
  args: {
    mode: 'at',
    error: 'A release can be scheduled at most a year ahead.',
  },
};
/** Bought by 12 people, with a new version since: the dialog says who is mailed about it. */
export const NewTracksForBuyers: Story = {
  args: {
    release: studioReleaseFixture({
      buyers: 12,
      buyers_note: 'A remaster of “Headlights”: the click at 2:14 is gone.',
      tracks: [
        studioTrackFixture({ sold: true }),
        studioTrackFixture({ position: 2, title: 'Harbour Lights', sold: true }),
        studioTrackFixture({ position: 3, title: 'Headlights (2027 remaster)' }),
      ],
    }),
  },
};
