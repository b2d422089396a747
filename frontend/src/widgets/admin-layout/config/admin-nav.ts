import { generatePath } from 'react-router';
import { ROUTES } from '@/shared/config';

/** A page of the admin area, or the queue board (a page of the API, opened in its own tab). */
export type AdminNavItem = { kind: 'page'; label: string; to: string } | { kind: 'queue-board' };

export interface AdminNavGroup {
  title: string;
  items: AdminNavItem[];
}

const page = (label: string, to: string): AdminNavItem => ({ kind: 'page', label, to });

/** The admin area's pages, in the order an admin's day runs (docs/adr/0034). */
export const ADMIN_NAV: AdminNavGroup[] = [
  {
    title: 'Run Encore',
    items: [
      page('Overview', ROUTES.adminDashboard),
      page('Waitlist — artists', generatePath(ROUTES.adminWaitlist, { list: 'artists' })),
      page('Waitlist — fans', generatePath(ROUTES.adminWaitlist, { list: 'fans' })),
      page('Invites', ROUTES.adminInvites),
      page('Users', ROUTES.adminUsers),
      page('Purchases', ROUTES.adminPurchases),
      page('Artists', ROUTES.adminArtists),
      page('Releases', ROUTES.adminReleases),
      page('Audit log', ROUTES.adminAudit),
    ],
  },
  {
    title: 'Operations',
    items: [{ kind: 'queue-board' }, page('Security', ROUTES.adminSecondFactor)],
  },
];
