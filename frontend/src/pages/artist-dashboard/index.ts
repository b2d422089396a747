export { ArtistDashboardPage } from './ui/artist-dashboard-page';
