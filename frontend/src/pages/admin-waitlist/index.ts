// Waitlist screening in the admin area (/admin/waitlist/:list, docs/adr/0035).
export { AdminWaitlistPage } from './ui/admin-waitlist-page';
