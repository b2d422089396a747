/** What a siteverify reply must show for a token to pass. */
export interface SiteverifyExpectation {
  hostnames: readonly string[];
  /** null: any action. */
  action: string | null;
}

export type SiteverifyVerdict =
  | { kind: 'accepted' }
  /** The token is no good (forged, expired, spent, solved elsewhere or for another action). */
  | { kind: 'rejected'; reason: string }
  /** Cloudflare could not judge the token (its error, or our secret refused): not the user's fault. */
  | { kind: 'provider-failure'; reason: string };

/** Error codes that say nothing about the token: the request or Cloudflare failed. */
const PROVIDER_ERRORS = new Set([
  'missing-input-secret',
  'invalid-input-secret',
  'bad-request',
  'internal-error',
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Judges a siteverify reply (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/):
 * `success` must be true, `hostname` one we serve, and `action` the configured one when there is.
 */
export function checkSiteverifyReply(
  reply: unknown,
  expected: SiteverifyExpectation,
): SiteverifyVerdict {
  if (!isRecord(reply) || typeof reply.success !== 'boolean') {
    return { kind: 'provider-failure', reason: 'unreadable reply' };
  }
  if (!reply.success) {
    const codes = Array.isArray(reply['error-codes'])
      ? reply['error-codes'].filter((code): code is string => typeof code === 'string')
      : [];
    const providerError = codes.find((code) => PROVIDER_ERRORS.has(code));
    return providerError === undefined
      ? { kind: 'rejected', reason: codes.join(',') || 'not successful' }
      : { kind: 'provider-failure', reason: providerError };
  }
  if (typeof reply.hostname !== 'string' || !expected.hostnames.includes(reply.hostname)) {
    return { kind: 'rejected', reason: 'hostname' };
  }
  if (expected.action !== null && reply.action !== expected.action) {
    return { kind: 'rejected', reason: 'action' };
  }
  return { kind: 'accepted' };
}
