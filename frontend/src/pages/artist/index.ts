export { ArtistPage } from './ui/artist-page';
