import type { Role } from '@/entities/session';
import { ROUTES } from '@/shared/config';

export const ROLE_LABELS: Record<Role, string> = {
  listener: 'Listener',
  artist: 'Artist',
  admin: 'Admin',
};

/** Admins and artists have their own dashboards (spec §2, landing paths). */
export function roleDashboard(role: Role | null): { to: string; label: string } | null {
  if (role === 'admin') return { to: ROUTES.adminDashboard, label: 'Open the admin dashboard' };
  if (role === 'artist') return { to: ROUTES.artistDashboard, label: 'Open the artist dashboard' };
  return null;
}

const MEMBER_SINCE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** "12 March 2026", or null for a date the server did not give. */
export function formatMemberSince(createdAt: string): string | null {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : MEMBER_SINCE.format(date);
}
