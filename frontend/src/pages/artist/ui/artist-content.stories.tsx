import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ArtistContent } from './artist-content';
import { ArtistError } from './artist-error';
import { ArtistPageSkeleton } from './artist-page-skeleton';
import { ARTIST, LOGO, TRACKS } from '../testing/story-fixtures';

const meta = {
  title: 'Pages/Artist/ArtistPage',
  component: ArtistContent,
  parameters: { layout: 'fullscreen' },
  args: {
    artist: ARTIST,
    tracks: TRACKS,
    tracksStatus: 'ready',
    hasPlayableTracks: true,
    highlightedAnchor: null,
    currentTrackId: null,
    playing: false,
    onPlayAll: fn(),
    onShuffle: fn(),
    onTrackPlay: fn(),
  },
} satisfies Meta<typeof ArtistContent>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const WithLogo: Story = { args: { artist: { ...ARTIST, artist_logo: LOGO } } };
export const NoBioNoPhotoNoBanner: Story = {
  args: {
    artist: {
      ...ARTIST,
      bio: null,
      image_url: null,
      banner_url: null,
      banner_image: null,
      social_links: {},
      mood: [],
    },
  },
};
export const NoReleasesNoTracks: Story = {
  args: {
    artist: { ...ARTIST, albums: [] },
    tracks: [],
    hasPlayableTracks: false,
  },
};
/** Only SoundCheck tracks: Play is disabled with "No playable tracks available". */
export const NothingPlayable: Story = {
  args: { tracks: TRACKS.slice(2), hasPlayableTracks: false },
};
export const TracksLoading: Story = { args: { tracks: [], tracksStatus: 'loading' } };
/** After `#album-{id}`: that release is highlighted for two seconds. */
export const AlbumHighlighted: Story = {
  args: { highlightedAnchor: `album-${ARTIST.albums[1]?.id ?? ''}` },
};
/** After `#track-{id}`: that track is highlighted for two seconds. */
export const TrackHighlighted: Story = { args: { highlightedAnchor: 'track-t-1' } };
/** "Burn the Map" is in the player: the list marks it with the equaliser. */
export const TrackPlaying: Story = { args: { currentTrackId: 't-1', playing: true } };
export const LongText: Story = {
  args: {
    artist: {
      ...ARTIST,
      name: 'Ama Oduya & The Lagos Lights featuring the Lantern Room Orchestra',
      genre: ['afrobeat', 'highlife', 'jazz', 'funk', 'soul', 'psychedelic rock'],
    },
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Loading: Story = { render: () => <ArtistPageSkeleton /> };
export const NotFound: Story = {
  render: () => <ArtistError message="Artist not found" onRetry={fn()} />,
};
export const LoadFailed: Story = {
  render: () => <ArtistError message="Failed to load artist information" onRetry={fn()} />,
};
