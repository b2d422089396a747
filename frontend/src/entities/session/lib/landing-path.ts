import type { Role } from '../api/session-reply';
import { ROUTES } from '@/shared/config';

/**
 * Where a plain login or a registration lands (spec §2, landing paths): admins on the admin
 * dashboard, artists in their studio (issue 25, ADR 0047: the analytics dashboard is one click
 * from it and /artist/dashboard still works), everyone else (and a role this client does not
 * know) on /discover. A place to return to (`/login?next=`) wins over it.
 */
export function landingPath(role: Role | null): string {
  if (role === 'admin') return ROUTES.adminDashboard;
  if (role === 'artist') return ROUTES.artistStudio;
  return ROUTES.discover;
}
