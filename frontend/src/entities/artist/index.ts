export { artistIdentifierOf, identifiesArtist } from './lib/artist-identifier';
export type { ArtistRef } from './lib/artist-identifier';
export type { Artist, ArtistSummary } from './model/artist';
export { ArtistCard } from './ui/artist-card';
export type { ArtistCardProps } from './ui/artist-card';
