export { ArtistStudioReleasePage } from './ui/artist-studio-release-page';
