export { formatReleaseDate, releaseYear, trackCountLabel } from './lib/release-date';
export { isPurchasable } from './model/album';
export type { AccessType, Album, AlbumCardFields, AlbumDetail, AlbumSummary } from './model/album';
export { AlbumAccessChip } from './ui/album-access-chip';
export type { AlbumAccessChipProps } from './ui/album-access-chip';
export { AlbumCard } from './ui/album-card';
export type { AlbumCardProps } from './ui/album-card';
