/** What the ALTCHA widget submits for a v1 (SHA) challenge, base64-encoded JSON. */
export interface AltchaPayload {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** Longer than any salt we issue (24 hex characters, `?expires=…&`). */
const MAX_SALT_CHARS = 200;
const HEX_SHA256 = /^[0-9a-f]{64}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The payload inside a token, or null when it is not one we could have issued: base64 of a JSON
 * object with our algorithm, lower-case SHA-256 hex challenge and signature, a whole number and a
 * bounded salt. Other fields the widget adds (`took`) are ignored.
 */
export function parseAltchaPayload(token: string): AltchaPayload | null {
  if (!BASE64.test(token)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(decoded)) return null;
  const { algorithm, challenge, number, salt, signature } = decoded;
  if (
    algorithm !== 'SHA-256' ||
    typeof challenge !== 'string' ||
    !HEX_SHA256.test(challenge) ||
    typeof signature !== 'string' ||
    !HEX_SHA256.test(signature) ||
    typeof number !== 'number' ||
    !Number.isSafeInteger(number) ||
    number < 0 ||
    typeof salt !== 'string' ||
    salt.length === 0 ||
    salt.length > MAX_SALT_CHARS
  ) {
    return null;
  }
  return { algorithm, challenge, number, salt, signature };
}

/**
 * The expiry (Unix seconds) a challenge carries in its salt's parameters, or null without one.
 * altcha-lib skips the expiry check when the salt has none, so a challenge without it is refused.
 */
export function altchaExpiresAtS(saltParams: Readonly<Record<string, string>>): number | null {
  const raw = saltParams.expires;
  if (raw === undefined || !/^\d{1,12}$/.test(raw)) return null;
  return Number(raw);
}

/** Seconds a verified token must stay claimed: until its challenge expires (at least one). */
export function secondsUntil(expiresAtS: number, nowMs: number): number {
  return Math.max(1, Math.ceil(expiresAtS - nowMs / 1000));
}
