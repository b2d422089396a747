/** The settings that decide how humans are verified (a subset of the validated environment). */
export interface VerificationSettings {
  VERIFICATION_SECRET: string;
  TURNSTILE_SITE_KEY?: string | undefined;
  TURNSTILE_SECRET_KEY?: string | undefined;
  TURNSTILE_VERIFY_URL: string;
  TURNSTILE_ACTION?: string | undefined;
  PUBLIC_URL: string;
}

export interface AltchaChoice {
  provider: 'altcha';
  hmacKey: string;
}

export interface TurnstileChoice {
  provider: 'turnstile';
  siteKey: string;
  secretKey: string;
  verifyUrl: string;
  /** The action siteverify must report; null accepts any. */
  action: string | null;
  /** Host names a token may have been solved on. */
  hostnames: readonly string[];
}

export type ProviderChoice = AltchaChoice | TurnstileChoice;

/**
 * Cloudflare's documented test secret keys (always passes, always fails, already spent). They
 * validate only the dummy token of the test site keys, and report `example.com` as its host name
 * whatever page the widget ran on.
 */
export const TURNSTILE_TEST_SECRET_KEYS: readonly string[] = [
  '1x0000000000000000000000000000000AA',
  '2x0000000000000000000000000000000AA',
  '3x0000000000000000000000000000000AA',
];
export const TURNSTILE_TEST_HOSTNAME = 'example.com';

/**
 * Turnstile when both of its keys are set, else the built-in ALTCHA proof of work. One key alone
 * is refused at boot (loadConfig); here it is a programming error.
 */
export function chooseProvider(settings: VerificationSettings): ProviderChoice {
  const siteKey = settings.TURNSTILE_SITE_KEY;
  const secretKey = settings.TURNSTILE_SECRET_KEY;
  if (siteKey === undefined && secretKey === undefined) {
    return { provider: 'altcha', hmacKey: settings.VERIFICATION_SECRET };
  }
  if (siteKey === undefined || secretKey === undefined) {
    throw new Error('TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY must be set together.');
  }
  const publicHost = new URL(settings.PUBLIC_URL).hostname;
  return {
    provider: 'turnstile',
    siteKey,
    secretKey,
    verifyUrl: settings.TURNSTILE_VERIFY_URL,
    action: settings.TURNSTILE_ACTION ?? null,
    hostnames: TURNSTILE_TEST_SECRET_KEYS.includes(secretKey)
      ? [publicHost, TURNSTILE_TEST_HOSTNAME]
      : [publicHost],
  };
}
