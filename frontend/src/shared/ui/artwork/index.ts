export { Artwork, ARTWORK_PLACEHOLDERS } from './artwork';
export type { ArtworkKind, ArtworkProps } from './artwork';
