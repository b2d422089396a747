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
