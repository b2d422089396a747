/** A signed address must stay valid at least this long to be worth starting a track with. */
export const MIN_URL_VALIDITY_SECONDS = 60;

/** `20261126T164735Z`, SigV4's X-Amz-Date. */
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
const DIGITS = /^\d+$/;

/**
 * When a signed media address stops working (ms since the epoch), or null when it does not say.
 * The server hands out two kinds (docs/adr/0039): its own stream URLs carry `exp` (unix seconds,
 * backend `signed-media-url.ts`); presigned S3 GETs carry `X-Amz-Date` plus `X-Amz-Expires`.
 */
export function signedUrlExpiresAt(url: string): number | null {
  const query = url.split('#')[0]?.split('?')[1];
  if (query === undefined) return null;
  const params = new URLSearchParams(query);
  const exp = params.get('exp');
  if (exp !== null) return DIGITS.test(exp) ? Number(exp) * 1000 : null;
  const date = params.get('X-Amz-Date') ?? '';
  const expires = params.get('X-Amz-Expires') ?? '';
  if (!AMZ_DATE.test(date) || !DIGITS.test(expires)) return null;
  const signedAt = Date.parse(date.replace(AMZ_DATE, '$1-$2-$3T$4:$5:$6Z'));
  return Number.isNaN(signedAt) ? null : signedAt + Number(expires) * 1000;
}

/**
 * Whether `url` can still be played; an address without an expiry never expires. An address
 * resolved long ago (an earlier track played again) would fail to load, so the player waits for
 * the fresh one the URL resolver fetches on every start instead.
 */
export function isAudioUrlUsable(url: string | null | undefined, nowMs: number): url is string {
  if (url === null || url === undefined || url === '') return false;
  const expiresAt = signedUrlExpiresAt(url);
  if (expiresAt === null) return true;
  return expiresAt - nowMs >= MIN_URL_VALIDITY_SECONDS * 1000;
}
