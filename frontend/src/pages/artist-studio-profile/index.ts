export { ArtistStudioProfilePage } from './ui/artist-studio-profile-page';
