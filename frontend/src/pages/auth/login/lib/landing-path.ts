import type { Role } from '@/entities/session';
import { ROUTES } from '@/shared/config';

/**
 * Where a plain login lands (spec §2, landing paths): admins on the admin dashboard, artists on
 * their analytics dashboard, everyone else (and a role this client does not know) on /discover.
 * A place to return to (`/login?next=`) wins over it.
 */
export function landingPath(role: Role | null): string {
  if (role === 'admin') return ROUTES.adminDashboard;
  if (role === 'artist') return ROUTES.artistDashboard;
  return ROUTES.discover;
}
