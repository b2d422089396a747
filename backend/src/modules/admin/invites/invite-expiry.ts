import { parseInstant } from '../domain/instant.js';

export const MAX_EXPIRY_DAYS = 365;
export const DEFAULT_EXPIRY_DAYS = 14;
const DAY_MS = 86_400_000;

export type ExpiryDecision =
  { kind: 'ok'; expiresAt: Date } | { kind: 'ambiguous' } | { kind: 'out_of_range' };

/**
 * When a new admin-made invite stops working: `expires_in_days` from now, or `expires_at` (a day
 * alone works all that day, to 23:59:59.999 UTC, as with the invite CLI), or by default 14 days,
 * as for the invites that approving a waitlist entry makes. An explicit expiry must lie in the
 * future and its day at most 365 days ahead.
 */
export function decideExpiry(
  input: { expiresInDays?: number | undefined; expiresAt?: string | undefined },
  now: Date,
): ExpiryDecision {
  if (input.expiresInDays !== undefined && input.expiresAt !== undefined) {
    return { kind: 'ambiguous' };
  }
  if (input.expiresAt === undefined) {
    const days = input.expiresInDays ?? DEFAULT_EXPIRY_DAYS;
    return { kind: 'ok', expiresAt: new Date(now.getTime() + days * DAY_MS) };
  }
  const dayOnly = input.expiresAt.length === 10;
  const start = parseInstant(input.expiresAt);
  if (!start) return { kind: 'out_of_range' };
  const expiresAt = dayOnly ? new Date(start.getTime() + DAY_MS - 1) : start;
  const latest = now.getTime() + MAX_EXPIRY_DAYS * DAY_MS;
  if (expiresAt.getTime() <= now.getTime() || start.getTime() > latest) {
    return { kind: 'out_of_range' };
  }
  return { kind: 'ok', expiresAt };
}
