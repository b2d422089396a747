import type { ReservationPlan } from '../../../platform/rate-limit/index.js';

/**
 * What registration limits (docs/adr/0025, addendum of issue 23). The invite is the credential:
 * a request carrying a valid, unused code registers whatever its address did before — people
 * behind one campus, office or carrier address must never block each other's sign-up. Limited is
 * what abuses the form:
 * - **wrong codes** (unknown, expired, revoked, used up): from 10 an hour from one address, or
 *   20 an hour on one code string, every further attempt must carry a solved proof of work
 *   (never a refusal: a person who mistyped their code solves one and carries on); 1,000 an hour
 *   from one address is a ceiling that waits until the hour ends.
 * - **"this email is taken" answers** (only a caller with a valid code can get one): 5 an hour per
 *   address, then a wait, so nobody crawls which emails have accounts.
 * Every attempt is reserved before it is answered, so parallel requests cannot pass a limit.
 */
export const REGISTRATION_POLICY = {
  wrongCodeWindowS: 60 * 60,
  wrongCodesBeforeProofPerAddress: 10,
  wrongCodesBeforeProofPerCode: 20,
  wrongCodeCeilingPerAddress: 1000,
  takenEmailWindowS: 60 * 60,
  takenEmailRepliesPerAddress: 5,
} as const;

/** The limits an answer "this code is not valid" is reserved against. */
export function wrongInviteReservation(
  keys: { address: string; code: string },
  proofOffered: boolean,
): ReservationPlan {
  const p = REGISTRATION_POLICY;
  return {
    proofOffered,
    counters: [
      {
        key: keys.address,
        windowSeconds: p.wrongCodeWindowS,
        proofFrom: p.wrongCodesBeforeProofPerAddress,
        waitFrom: p.wrongCodeCeilingPerAddress,
      },
      {
        key: keys.code,
        windowSeconds: p.wrongCodeWindowS,
        proofFrom: p.wrongCodesBeforeProofPerCode,
      },
    ],
  };
}

/** The limit an answer "this email cannot be used" is reserved against. */
export function takenEmailReservation(addressKey: string): ReservationPlan {
  const p = REGISTRATION_POLICY;
  return {
    counters: [
      {
        key: addressKey,
        windowSeconds: p.takenEmailWindowS,
        waitFrom: p.takenEmailRepliesPerAddress,
      },
    ],
  };
}
