import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { releaseSummaryFixture } from '@/entities/release/index.testing';
import { UploadsUnderWay } from '@/features/studio-track-uploads';
import { localUploadFixture } from '@/features/studio-track-uploads/index.testing';
import { studioChecklist } from '../lib/studio-checklist';
import { StudioHomeView } from './studio-home-view';

const RELEASES = [
  releaseSummaryFixture({ id: 'r1', title: 'Night Ferry', track_count: 4, ready_track_count: 2 }),
  releaseSummaryFixture({
    id: 'r2',
    title: 'Harbour Lights',
    release_type: 'single',
    state: 'scheduled',
    scheduled_for: '2026-12-24T18:00:00Z',
    track_count: 1,
    ready_track_count: 1,
  }),
  releaseSummaryFixture({
    id: 'r3',
    title: 'Tidewater',
    release_type: 'album',
    state: 'published',
    published_at: '2026-10-02T09:00:00Z',
    track_count: 11,
    ready_track_count: 11,
  }),
];
const PROFILE = {
  name: 'Neon Harbor',
  identifier: 'neon-harbor',
  hasPhoto: true,
  hasBio: false,
  hasGenres: true,
};

const meta = {
  title: 'Pages/ArtistStudio/StudioHomeView',
  component: StudioHomeView,
  args: {
    status: 'ready',
    releases: RELEASES,
    checklist: studioChecklist({ profile: PROFILE, releases: RELEASES, artistId: null }),
    refusal: null,
    loadError: null,
    newReleasePath: '/artist/studio/releases/new',
    dashboardPath: '/artist/dashboard',
    onRetry: fn(),
  },
} satisfies Meta<typeof StudioHomeView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Releases: Story = {};
export const Loading: Story = { args: { status: 'loading', releases: [], checklist: [] } };
/** A new artist: nothing yet, every step ahead. */
export const Empty: Story = {
  args: {
    releases: [],
    checklist: studioChecklist({
      profile: { ...PROFILE, hasPhoto: false },
      releases: [],
      artistId: null,
    }),
  },
};
export const Failed: Story = {
  args: {
    status: 'failed',
    releases: [],
    checklist: [],
    loadError: 'We could not load your releases. Check your connection and try again.',
  },
};
export const NotLinked: Story = { args: { status: 'refused', refusal: 'not_linked' } };
export const NotAnArtist: Story = { args: { status: 'refused', refusal: 'not_an_artist' } };
/** Uploads started on a release page keep going here. */
export const WithUploadsUnderWay: Story = {
  args: {
    uploads: (
      <UploadsUnderWay
        uploads={[localUploadFixture({ releaseId: 'r1' })]}
        titleOf={() => 'Night Ferry'}
        pathOf={(id) => `/artist/studio/releases/${id}`}
      />
    ),
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
