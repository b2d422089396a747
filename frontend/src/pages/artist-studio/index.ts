export { ArtistStudioPage } from './ui/artist-studio-page';
