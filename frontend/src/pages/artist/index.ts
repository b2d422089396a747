export { ArtistPage } from './ui/artist-page';
export { artistPlayRequested } from './model/artist-tracks';
export type { PlayRequest as ArtistPlayRequest } from './model/artist-tracks';
