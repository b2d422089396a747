export {
  AlbumSchema,
  ArtistSchema,
  CATALOGUE_ENTITIES,
  GenreSchema,
  MoodSchema,
  TrackSchema,
} from './catalogue.entities.js';
export { ACCESS_TYPES, type AccessType, DEFAULT_ACCESS_TYPE } from './domain/access-type.js';
export { Album } from './domain/album.js';
export { Artist, type SocialLinks } from './domain/artist.js';
export { Genre } from './domain/genre.js';
export { Mood } from './domain/mood.js';
export { Track } from './domain/track.js';
export { AlbumAccess, type AlbumAccessSubject, isPurchasable } from './album-access.js';
export { CatalogueModule } from './catalogue.module.js';
export { CatalogueService, MAX_TRACK_LIST } from './catalogue.service.js';
export {
  ALBUM_COLUMNS,
  ALBUM_FROM,
  type AlbumRow,
  ARTIST_SUMMARY_COLUMNS,
  type ArtistSummaryRow,
  TRACK_COLUMNS,
  TRACK_FROM,
  type TrackRow,
} from './catalogue-rows.js';
export { AlbumDto, AlbumsReplyDto, toAlbumDto } from './dto/album.dto.js';
export { ArtistsReplyDto, ArtistSummaryDto, toArtistSummaryDto } from './dto/artist.dto.js';
export { TrackDto, TracksReplyDto, toTrackDtos } from './dto/track.dto.js';
export { foldToAscii } from './domain/ascii-fold.js';
export { nameSlug } from './domain/name-slug.js';
export { searchText } from './domain/search-text.js';
