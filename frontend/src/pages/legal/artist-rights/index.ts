export { ArtistRightsPage } from './ui/artist-rights-page';
