import type { ReservationPlan } from '../../../platform/rate-limit/index.js';

/** How long a mailed reset link works. */
export const RESET_TOKEN_TTL_MINUTES = 30;

/**
 * Password-reset mail limits (ADR 0025). The reply never depends on the account, and a stranger
 * must not be able to stop the owner's reset:
 * - the **pair** (this email from this address) may ask 3 times an hour, and an **address** 10
 *   times an hour over all emails; beyond that the asker gets a 429 with the wait. Only the
 *   asker: the owner on another address is untouched.
 * - the **account** gets at most 5 mails per 30 minutes, however many addresses ask; further
 *   requests are accepted (202, the same reply) without a mail. The window is no longer than a
 *   link lives, so whenever a request is dropped, a mail sent in the same window still holds a
 *   working link in the owner's inbox.
 */
export const RESET_POLICY = {
  pairRequests: 3,
  pairWindowS: 60 * 60,
  addressRequests: 10,
  addressWindowS: 60 * 60,
  accountMails: 5,
  /** The reset link's lifetime, never more (see above). */
  accountMailWindowS: RESET_TOKEN_TTL_MINUTES * 60,
} as const;

/**
 * The limits a reset request is reserved against (pair and address): a request that must wait is
 * not counted, so one person's flood from a shared address never uses up the others' requests.
 */
export function resetRequestReservation(keys: { pair: string; address: string }): ReservationPlan {
  const p = RESET_POLICY;
  return {
    counters: [
      { key: keys.pair, windowSeconds: p.pairWindowS, waitFrom: p.pairRequests },
      { key: keys.address, windowSeconds: p.addressWindowS, waitFrom: p.addressRequests },
    ],
  };
}

/** The account's share of mails: a request past it is accepted without a mail. */
export function resetMailReservation(accountKey: string): ReservationPlan {
  const p = RESET_POLICY;
  return {
    counters: [{ key: accountKey, windowSeconds: p.accountMailWindowS, waitFrom: p.accountMails }],
  };
}
