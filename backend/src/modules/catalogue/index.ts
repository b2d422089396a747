// The catalogue's public face: its Nest module, its database facts, the domain types other
// modules hold, and the read model (rows, DTOs and their mappers). SQL stays inside.
export { CatalogueModule } from './catalogue.module.js';
export { CATALOGUE_DATABASE } from './catalogue.database.js';
export { ACCESS_TYPES, type AccessType, DEFAULT_ACCESS_TYPE } from './domain/access-type.js';
export { Album } from './domain/album.js';
export { Artist, type SocialLinks } from './domain/artist.js';
export { Genre } from './domain/genre.js';
export { Mood } from './domain/mood.js';
export { Track } from './domain/track.js';
export { searchText } from './domain/search-text.js';
export { CatalogueService, MAX_TRACK_LIST } from './catalogue.service.js';
export {
  type AlbumFields,
  type ArtistFields,
  type ArtistLinks,
  CatalogueWriter,
  type TrackAudio,
  type TrackFields,
} from './catalogue-writer.js';
export type { AlbumRow, ArtistSummaryRow, TrackRow } from './catalogue-rows.js';
export {
  type AacGapless,
  isPeaksPath,
  PEAKS_ROUTE,
  type TrackPlayback,
} from './domain/playback.js';
export { AlbumDto, AlbumsReplyDto, toAlbumDto } from './dto/album.dto.js';
export { ArtistsReplyDto, ArtistSummaryDto, toArtistSummaryDto } from './dto/artist.dto.js';
export { TrackDto, TracksReplyDto, toTrackDtos } from './dto/track.dto.js';
export { type TrackFacts, TrackFactsReader } from './track-facts.js';
export { ListingChanges } from './listing-changes.js';
export {
  ARTIST_SORTS,
  ArtistDirectory,
  type ArtistListQuery,
  type ArtistListRow,
  type ArtistSort,
} from './artist-directory.js';
