import type { Role } from '@encore/backend/tools';

/** Shared by every demo login; printed by `npm run seed` and `make start`. Never a real secret. */
export const DEMO_PASSWORD = 'encore-demo-2026';

export interface DemoAccount {
  email: string;
  displayName: string;
  role: Role;
  /** Slug of the demo artist an `artist` account manages. */
  artistSlug: string | null;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@encore.test', displayName: 'Encore Admin', role: 'admin', artistSlug: null },
  {
    email: 'artist@encore.test',
    displayName: 'Maya Okonkwo-Reyes',
    role: 'artist',
    artistSlug: 'neon-harbor',
  },
  {
    email: 'listener@encore.test',
    displayName: 'Sam Listener',
    role: 'listener',
    artistSlug: null,
  },
];

export interface DemoInviteCode {
  code: string;
  maxUses: number;
  /** ISO timestamp; null never expires. */
  expiresAt: string | null;
  note: string;
}

export const DEMO_INVITE_CODES: readonly DemoInviteCode[] = [
  {
    code: 'ENCORE-DEMO-2026',
    maxUses: 1000,
    expiresAt: null,
    note: 'Demo: open invite for local tryouts',
  },
  { code: 'FRIENDS-OF-ENCORE', maxUses: 50, expiresAt: null, note: 'Demo: friends and family' },
  {
    code: 'LAUNCH-PARTY',
    maxUses: 10,
    expiresAt: '2027-06-30T23:59:59Z',
    note: 'Demo: launch party guests',
  },
];

/** The lines `npm run seed` ends with, also used by `make start` (`seed.js --print-logins`). */
export function formatDemoLogins(): string[] {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  return [
    `Demo logins (password for all: ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(width)}  ${account.role}`),
    `Invite codes: ${DEMO_INVITE_CODES.map((invite) => invite.code).join(', ')}`,
  ];
}
