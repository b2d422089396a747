import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side: a phone clock a little off, or a code typed as it turns over. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

export const TOTP_CODE_PATTERN = /^\d{6}$/;

export type TotpVerdict =
  | { kind: 'accepted'; timeStep: number }
  /** A right code of a step already accepted (or older): someone is replaying it. */
  | { kind: 'replayed' }
  | { kind: 'wrong' };

/** A fresh base32 secret of 20 random bytes (160 bits, RFC 4226's recommendation). */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The `otpauth://totp/…` URI an authenticator app scans. */
export const otpauthUri = (issuer: string, account: string, secret: string): string =>
  generateURI({ issuer, label: account, secret, period: TOTP_PERIOD_SECONDS });

/**
 * Checks a 6-digit code against the secret within one step either side of `epochSeconds`, and
 * refuses a code whose step is not newer than `lastTimeStep` (otplib's `afterTimeStep`).
 */
export async function checkTotp(
  secret: string,
  code: string,
  lastTimeStep: number | null,
  epochSeconds = Math.floor(Date.now() / 1000),
): Promise<TotpVerdict> {
  if (!TOTP_CODE_PATTERN.test(code)) return { kind: 'wrong' };
  const result = await verify({
    secret,
    token: code,
    epoch: epochSeconds,
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
  });
  // otplib's result type is the union of HOTP's and TOTP's; only TOTP's carries the step.
  if (!result.valid || !('timeStep' in result)) return { kind: 'wrong' };
  if (lastTimeStep !== null && result.timeStep <= lastTimeStep) return { kind: 'replayed' };
  return { kind: 'accepted', timeStep: result.timeStep };
}
