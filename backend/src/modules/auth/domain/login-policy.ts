/**
 * Who may try a password, and at what price (docs/adr/0025-logins-nobody-else-can-lock.md).
 *
 * Three counters of failed attempts feed one decision:
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

/** A counter's state: failures so far and seconds until its window ends. */
export interface FailureWindow {
  count: number;
  resetsInS: number;
}

export interface LoginAttemptState {
  /** Seconds the pair must still wait after its last failure (0: none). */
  pairWaitS: number;
  account: FailureWindow;
  address: FailureWindow;
  /** This account has logged in from this address within `knownPairS`. */
  knownPair: boolean;
}

export type LoginVerdict =
  { kind: 'open' } | { kind: 'proof_required' } | { kind: 'wait'; seconds: number };

/** What an attempt must do before its password is checked. */
export function judgeLoginAttempt(state: LoginAttemptState): LoginVerdict {
  const p = LOGIN_POLICY;
  if (state.pairWaitS > 0) return { kind: 'wait', seconds: state.pairWaitS };
  if (!state.knownPair) {
    const ceilings = [
      state.account.count >= p.accountCeiling ? state.account.resetsInS : 0,
      state.address.count >= p.addressCeiling ? state.address.resetsInS : 0,
    ];
    const wait = Math.max(...ceilings);
    if (wait > 0) return { kind: 'wait', seconds: wait };
  }
  if (
    state.account.count >= p.accountFailuresBeforeProof ||
    state.address.count >= p.addressFailuresBeforeProof
  ) {
    return { kind: 'proof_required' };
  }
  return { kind: 'open' };
}

/** The wait a pair gets after its `failures`-th failure in the window (0 while still free). */
export function pairDelayAfter(failures: number): number {
  const beyondFree = failures - LOGIN_POLICY.freePairFailures;
  if (beyondFree < 0) return 0;
  return Math.min(2 ** beyondFree, LOGIN_POLICY.maxPairDelayS);
}
