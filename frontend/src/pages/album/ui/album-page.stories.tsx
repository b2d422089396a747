import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { albumTracks } from '@/entities/album';
import { AlbumContent, AlbumPageSkeleton } from '@/widgets/album-view';
import { albumFixture } from '../testing/album-fixtures';
import { AlbumError } from './album-error';

// An inline cover keeps the stories offline-friendly.
const COVER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23FF0054'/%3E%3Ccircle cx='32' cy='32' r='14' fill='%230b0a10'/%3E%3C/svg%3E";

const album = (...args: Parameters<typeof albumFixture>) => {
  const detail = albumFixture({ artwork_url: COVER, ...args[0] }, args[1], args[2]);
  return { album: detail, tracks: albumTracks(detail) };
};

const meta = {
  title: 'Pages/Album/AlbumPage',
  component: AlbumContent,
  parameters: { layout: 'fullscreen' },
  args: {
    ...album({}, 5),
    access: 'granted',
    currentTrackId: null,
    playing: false,
    onShare: fn(),
    onPlayAll: fn(),
    onShuffle: fn(),
    onTrackPlay: fn(),
    onBack: fn(),
    downloadOffer: null,
    downloadPending: null,
    onDownload: fn(),
  },
} satisfies Meta<typeof AlbumContent>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Standard: no access chip. */
export const Standard: Story = {};
/** Track 2 is in the player: equaliser instead of its number, its title in the primary colour. */
export const TrackPlaying: Story = { args: { currentTrackId: 't-2', playing: true } };
export const TrackPaused: Story = { args: { currentTrackId: 't-2', playing: false } };
export const Free: Story = { args: album({ access_type: 'free' }, 4) };
/** SoundCheck without a purchase: locked chip, Purchase, the warning and locked tracks. */
export const SoundcheckLocked: Story = {
  args: { ...album({ access_type: 'soundcheck' }, 6, false), access: 'denied' },
};
export const SoundcheckOwned: Story = { args: album({ access_type: 'soundcheck' }, 6, true) };
/** Before purchase the page says which formats come with the album (docs/adr/0045). */
export const DownloadsBeforePurchase: Story = {
  args: {
    ...album({ access_type: 'soundcheck' }, 6, false),
    access: 'denied',
    downloadOffer: { formats: ['flac', 'mp3'], can_download: false, requires: 'purchase' },
  },
};
/** An owner gets a button per format. */
export const DownloadsOwned: Story = {
  args: {
    ...album({ access_type: 'soundcheck' }, 6, true),
    downloadOffer: { formats: ['flac', 'mp3'], can_download: true, requires: null },
  },
};
/** The FLAC link is being made. */
export const DownloadStarting: Story = {
  args: { ...DownloadsOwned.args, downloadPending: 'flac' },
};
/** A free album with one lossy master, for a visitor: MP3 only, after signing in. */
export const DownloadsSignIn: Story = {
  args: {
    ...album({ access_type: 'free' }, 4),
    downloadOffer: { formats: ['mp3'], can_download: false, requires: 'sign_in' },
  },
};
export const Vip: Story = { args: album({ access_type: 'vip' }, 3) };
/** A non-SoundCheck album the server refuses: "Access denied", nothing to buy. */
export const AccessDenied: Story = {
  args: { ...album({ access_type: 'limited' }, 3, false), access: 'denied' },
};
export const NoTracks: Story = { args: album({}, 0) };
export const NoCoverNoDate: Story = {
  args: album({ artwork_url: null, release_date: null, description: null }, 2),
};
export const LongText: Story = {
  args: album(
    {
      title: 'The Lighthouse Keeper’s Ledger (Deluxe Anniversary Edition with Bonus Demos)',
      artist: {
        id: 'a-1',
        slug: 'ama-oduya-and-the-lagos-lights',
        name: 'Ama Oduya & The Lagos Lights',
        image_url: null,
      },
      artist_name: 'Ama Oduya & The Lagos Lights',
    },
    14,
  ),
};
export const Mobile: Story = {
  args: { ...album({ access_type: 'soundcheck' }, 6, false), access: 'denied' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const Loading: Story = { render: () => <AlbumPageSkeleton /> };
export const NotFound: Story = {
  render: () => <AlbumError message="Album not found (404)" onRetry={fn()} onBack={fn()} />,
};
export const LoadFailed: Story = {
  render: () => (
    <AlbumError message="Failed to load album information" onRetry={fn()} onBack={fn()} />
  ),
};
export const FetchFailed: Story = {
  render: () => <AlbumError message="Failed to fetch album details" onRetry={fn()} onBack={fn()} />,
};
