export { fetchAlbumAccess, fetchAlbumDetail } from './api/album-api';
export { albumTracks } from './lib/album-tracks';
export { CHECKING, NOT_OWNED, ownershipOf, tracksUnderOwnership } from './lib/ownership';
export type { Ownership } from './lib/ownership';
export { formatReleaseDate, releaseYear, trackCountLabel } from './lib/release-date';
export { isPurchasable } from './model/album';
export type {
  AccessCheckResult,
  AccessType,
  Album,
  AlbumCardFields,
  AlbumDetail,
  AlbumSummary,
  DownloadFormat,
  DownloadOffer,
} from './model/album';
export { AlbumAccessChip } from './ui/album-access-chip';
export type { AlbumAccessChipProps } from './ui/album-access-chip';
export { AlbumCard } from './ui/album-card';
export type { AlbumCardProps } from './ui/album-card';
