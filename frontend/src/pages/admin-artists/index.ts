// The admin area's artist profiles (/admin/artists), each linked to its analytics dashboard.
export { AdminArtistsPage } from './ui/admin-artists-page';
