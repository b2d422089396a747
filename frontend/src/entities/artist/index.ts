export { artistIdentifierOf, identifiesArtist } from './lib/artist-identifier';
export type { ArtistRef } from './lib/artist-identifier';
export type { Artist, ArtistSummary } from './model/artist';
export { ArtistCard } from './ui/artist-card';
export type { ArtistCardProps } from './ui/artist-card';
export { ArtistAbout } from './ui/artist-about';
export type { ArtistAboutProps } from './ui/artist-about';
export { ArtistHeader } from './ui/artist-header';
export type { ArtistHeaderProps } from './ui/artist-header';
