import type { Album } from '@/entities/album';
import type { ArtistSummary } from '@/entities/artist';
import type { components } from '@/shared/api';

export type Genre = components['schemas']['GenreDto'];

/** What /discover shows (ADR 0010), from `GET /api/public/discover`. */
export interface DiscoverContent {
  newReleases: Album[];
  featuredArtists: ArtistSummary[];
  soundcheckAlbums: Album[];
  genres: Genre[];
}

type DiscoverReply = components['schemas']['DiscoverDto'];

/** The reply in the page's own names. */
export const toDiscoverContent = (reply: DiscoverReply): DiscoverContent => ({
  newReleases: reply.new_releases,
  featuredArtists: reply.featured_artists,
  soundcheckAlbums: reply.soundcheck_albums,
  genres: reply.genres,
});
