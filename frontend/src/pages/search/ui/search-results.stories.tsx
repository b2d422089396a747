import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  FREE_TRACK,
  LOCKED_TRACK,
  NEON_HARBOR,
  NO_RESULTS,
  RESULTS,
} from '../testing/search-fixtures';
import { SearchResults } from './search-results';

const meta = {
  title: 'Pages/Search/SearchResults',
  component: SearchResults,
  parameters: { session: 'authenticated' },
  args: {
    status: 'results',
    query: 'neon',
    results: RESULTS,
    error: null,
    activeTab: 'artists',
    currentTrackId: null,
    playing: false,
    onTabChange: fn(),
    onRetry: fn(),
    onArtistOpen: fn(),
    onAlbumOpen: fn(),
    onTrackActivate: fn(),
  },
} satisfies Meta<typeof SearchResults>;
export default meta;

type Story = StoryObj<typeof meta>;

/** /search without a query. */
export const NoQuery: Story = { args: { status: 'idle', query: '', results: NO_RESULTS } };
export const Loading: Story = { args: { status: 'loading', results: NO_RESULTS } };
export const Artists: Story = {};
export const Albums: Story = { args: { activeTab: 'albums' } };
/** "Free" and locked "SoundCheck" rows; a locked row opens the SoundCheck dialog. */
export const Tracks: Story = { args: { activeTab: 'tracks' } };
/** The free track is in the player: equaliser over its cover, its title in the primary colour. */
export const TrackPlaying: Story = {
  args: { activeTab: 'tracks', currentTrackId: FREE_TRACK.id, playing: true },
};
export const TrackPaused: Story = {
  args: { activeTab: 'tracks', currentTrackId: FREE_TRACK.id, playing: false },
};
export const NoArtists: Story = { args: { query: 'zzz', results: NO_RESULTS } };
export const NoAlbums: Story = { args: { query: 'zzz', results: NO_RESULTS, activeTab: 'albums' } };
export const NoTracks: Story = { args: { query: 'zzz', results: NO_RESULTS, activeTab: 'tracks' } };
export const TimedOut: Story = {
  args: { status: 'error', error: 'Search timed out. Please try again.' },
};
export const CallFailed: Story = {
  args: { status: 'error', error: 'One or more API requests failed' },
};
export const LongText: Story = {
  args: {
    activeTab: 'tracks',
    results: {
      artists: [
        {
          ...NEON_HARBOR,
          name: 'Ama Oduya & The Lagos Lights Extended Orchestral Collective',
          genres: ['afrobeat', 'highlife', 'jazz fusion', 'orchestral pop', 'spoken word'],
        },
      ],
      albums: [],
      tracks: [
        {
          ...FREE_TRACK,
          title: 'A Very Long Track Title That Keeps Going Well Past The Width Of Its Column',
          album_title: 'Extended Plays for Extended Days (Deluxe Anniversary Edition)',
        },
        LOCKED_TRACK,
      ],
    },
  },
};
export const Mobile: Story = {
  args: { activeTab: 'tracks' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
/** The smallest phone: artist and album fold under the title, the access chip keeps its column. */
export const MobileSmallTracks: Story = {
  args: { activeTab: 'tracks', currentTrackId: FREE_TRACK.id, playing: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const MobileSmallArtists: Story = {
  args: { activeTab: 'artists' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const MobileSmallAlbums: Story = {
  args: { activeTab: 'albums' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
