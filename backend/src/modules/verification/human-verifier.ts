import type { Challenge } from 'altcha-lib/v1/types';

/** An ALTCHA (v1) challenge as the `altcha` widget reads it. */
export type AltchaChallenge = Challenge;

/** Which widget the browser loads to get a token. */
export type VerificationWidget =
  | { provider: 'altcha'; challengeUrl: string }
  | { provider: 'turnstile'; siteKey: string; action?: string };

export interface VerificationAttempt {
  token: string;
  remoteIp: string | undefined;
}

export type VerificationFailure = 'malformed' | 'invalid' | 'expired';

export type VerifierVerdict =
  /** `replayKey` names the token; it stays claimed `holdForS` seconds, its remaining lifetime. */
  { ok: true; replayKey: string; holdForS: number } | { ok: false; reason: VerificationFailure };

/**
 * The human-verification port: ALTCHA (built in, default) or Cloudflare Turnstile. Single use is
 * not the adapter's business: HumanVerification claims every accepted token once.
 */
export abstract class HumanVerifier {
  abstract readonly widget: VerificationWidget;

  /** A fresh challenge for the widget, or null when the provider issues its own. */
  abstract challenge(): Promise<AltchaChallenge | null>;

  /** Judges a token; throws VERIFICATION.UNAVAILABLE when the provider cannot be asked. */
  abstract verify(attempt: VerificationAttempt): Promise<VerifierVerdict>;
}
