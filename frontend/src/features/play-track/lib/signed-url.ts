/** A known address is reused only while it stays valid for more than this (the rule). */
export const URL_REUSE_MARGIN_MS = 60_000;

/**
 * When a signed address stops working, from its `exp` query parameter (unix seconds, as the
 * media module signs them); null when it carries none, so it is never reused blindly.
 */
export function signedUrlExpiresAt(url: string): number | null {
  const query = url.split('#')[0]?.split('?')[1];
  if (query === undefined) return null;
  const exp = new URLSearchParams(query).get('exp');
  if (exp === null || !/^\d+$/.test(exp)) return null;
  return Number(exp) * 1000;
}

/** Whether `url` may be played again instead of asking the server for a new one. */
export function isReusableUrl(url: string, nowMs: number): boolean {
  const expiresAt = signedUrlExpiresAt(url);
  return expiresAt !== null && expiresAt - nowMs > URL_REUSE_MARGIN_MS;
}
