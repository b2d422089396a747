export { AdminInvitesPage } from './ui/admin-invites-page';
