import type { AccountRole, AdminUser } from '../api/admin-users-api';

export const ROLE_LABELS: Record<AccountRole, string> = {
  listener: 'Listener',
  artist: 'Artist',
  admin: 'Admin',
};

export const ROLE_ORDER: AccountRole[] = ['listener', 'artist', 'admin'];

/** Whether the account can sign in. */
export const isDisabled = (user: Pick<AdminUser, 'disabled_at'>): boolean =>
  user.disabled_at !== null;

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X/, 'macOS'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];
const first = (known: [RegExp, string][], text: string): string | null =>
  known.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * A session's device in a few words from its user agent: the browser and the system
 * ("Firefox on Linux"), else the start of the raw string; "Unknown device" when none was sent.
 */
export function deviceOf(userAgent: string | null): string {
  if (userAgent === null || userAgent.trim() === '') return 'Unknown device';
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (browser !== null) return system === null ? browser : `${browser} on ${system}`;
  return userAgent.length > 40 ? `${userAgent.slice(0, 40)}…` : userAgent;
}
