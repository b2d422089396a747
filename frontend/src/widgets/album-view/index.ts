// The album page's view (spec §2): header, access notice, description and tracks, from an album
// and its tracks as a listener gets them. The album page renders it with the catalogue's album,
// and the studio's "See as a listener" with a release mapped to the same shape (docs/adr/0047).
export { type AlbumAccess, albumAccessOf } from './lib/album-access';
export type { DisabledControls } from './lib/disabled-controls';
export { AlbumContent } from './ui/album-content';
export type { AlbumContentProps } from './ui/album-content';
export { AlbumPageSkeleton } from './ui/album-page-skeleton';
