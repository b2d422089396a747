import { createHash } from 'node:crypto';

import type { AltchaPayload } from './altcha-payload.js';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * An ALTCHA solution's identity: its canonical fields, so the same solution re-encoded (other
 * key order, extra fields, other base64 padding) is still the same token.
 */
export function altchaReplayKey(payload: AltchaPayload): string {
  const { algorithm, challenge, number, salt, signature } = payload;
  return sha256(`altcha\n${JSON.stringify([algorithm, challenge, number, salt, signature])}`);
}

/** A Turnstile token is opaque: its exact text is its identity. */
export function turnstileReplayKey(token: string): string {
  return sha256(`turnstile\n${token}`);
}
