import type { ReservationPlan } from '../../../platform/rate-limit/index.js';

/**
 * Who may try a password, and at what price (docs/adr/0025-logins-nobody-else-can-lock.md).
 *
 * Three counters of attempts feed one decision:
 * - the **pair** (this account from this address): 5 free failures, then each further one makes
 *   the pair wait 1 s, 2 s, 4 s… up to 15 minutes. Only the pair waits: the account's owner on
 *   another address, and other accounts on this address, are untouched.
 * - the **account** (from every address): after 10 failures in an hour every attempt on it must
 *   carry a solved proof of work. A botnet pays per guess; the owner solves one and logs in.
 * - the **address** (on every account): after 20 failures in 15 minutes every attempt from it
 *   must carry a solved proof of work (one address spraying passwords over many accounts).
 *
 * Ceilings stop what proofs of work only slow: 1,000 failures an hour on one account, or from one
 * address. They never apply to an account on an address it has logged in from before (a
 * "known" pair, remembered 30 days), so a stranger reaching a ceiling still locks nobody out of
 * where they usually log in.
 *
 * An attempt is counted as a failure when it is let through, before its password is checked
 * (issue 23): attempts sent at the same moment queue behind each other's counts, so the 6th of
 * 200 parallel guesses already waits. A success gives its count back.
 */
export const LOGIN_POLICY = {
  freePairFailures: 5,
  pairWindowS: 60 * 60,
  maxPairDelayS: 15 * 60,
  accountFailuresBeforeProof: 10,
  accountWindowS: 60 * 60,
  addressFailuresBeforeProof: 20,
  addressWindowS: 15 * 60,
  accountCeiling: 1000,
  addressCeiling: 1000,
  knownPairS: 30 * 24 * 60 * 60,
} as const;

/** The Redis keys of one account + address. */
export interface LoginKeys {
  pair: string;
  pairLock: string;
  known: string;
  account: string;
  address: string;
}

/**
 * The limits a password attempt is reserved against. `proofOffered`: the attempt carries a
 * verified proof of work, or needs none (a signed-in caller confirming their password).
 */
export function loginReservation(keys: LoginKeys, proofOffered: boolean): ReservationPlan {
  const p = LOGIN_POLICY;
  return {
    locks: [keys.pairLock],
    proofOffered,
    counters: [
      {
        key: keys.pair,
        windowSeconds: p.pairWindowS,
        backoff: { lockKey: keys.pairLock, free: p.freePairFailures, maxSeconds: p.maxPairDelayS },
      },
      {
        key: keys.account,
        windowSeconds: p.accountWindowS,
        waitFrom: p.accountCeiling,
        waitUnless: keys.known,
        proofFrom: p.accountFailuresBeforeProof,
      },
      {
        key: keys.address,
        windowSeconds: p.addressWindowS,
        waitFrom: p.addressCeiling,
        waitUnless: keys.known,
        proofFrom: p.addressFailuresBeforeProof,
      },
    ],
  };
}
