import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where signed URLs point; the stream route is the only reader of these addresses. */
export const MEDIA_STREAM_PATH = '/api/media/stream/';
/** The `u` of a URL signed for nobody in particular (previews). */
export const ANONYMOUS_USER = 'anon';
export const MAX_URL_TTL_SECONDS = 3600;
/** Time past the track's length to start, pause and seek before the address stops working. */
export const URL_TTL_SLACK_SECONDS = 600;
export const PREVIEW_DURATION_S = 30;

/** What a signed URL grants: one storage path, to one user, until `exp` (unix seconds). */
export interface MediaGrant {
  path: string;
  user: string;
  exp: number;
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

// Strict shapes make every part canonical: `exp=0123` or a re-padded signature is a different
// string, so no two spellings of one URL verify.
const USER = /^[A-Za-z0-9-]{1,64}$/;
const EXP = /^[1-9][0-9]{0,11}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** Seconds a URL for audio of this length stays valid: the length plus slack, at most an hour. */
export const signedUrlTtlSeconds = (durationS: number): number =>
  Math.min(MAX_URL_TTL_SECONDS, Math.ceil(durationS) + URL_TTL_SLACK_SECONDS);

/** HMAC-SHA256 over a versioned, newline-separated message; the path comes last (free text). */
function signatureOf(path: string, user: string, exp: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`encore-media-v1\n${exp}\n${user}\n${path}`)
    .digest('base64url');
}

/**
 * `u=<user>&exp=<unix s>&sig=<base64url>`: what makes an address signed — the stream's below, and
 * owners' download links (publishing), whose signed paths are their routes' (`/api/…`, never a
 * storage key, so neither kind of address verifies as the other).
 */
export function signedQuery(grant: MediaGrant, secret: string): string {
  const exp = String(grant.exp);
  if (!USER.test(grant.user) || !EXP.test(exp)) throw new Error('Cannot sign this media grant');
  return `u=${grant.user}&exp=${exp}&sig=${signatureOf(grant.path, grant.user, exp, secret)}`;
}

/**
 * `/api/media/stream/<path, each segment URL-encoded>?u=<user>&exp=<unix s>&sig=<base64url>`,
 * relative to the site origin (the SPA and API share it).
 */
export function signMediaUrl(grant: MediaGrant, secret: string): string {
  const encodedPath = grant.path.split('/').map(encodeURIComponent).join('/');
  return `${MEDIA_STREAM_PATH}${encodedPath}?${signedQuery(grant, secret)}`;
}

/** The query of a signed URL as a router hands it over: anything, possibly repeated or missing. */
export interface SignedQuery {
  u?: unknown;
  exp?: unknown;
  sig?: unknown;
}

/**
 * Checks the signature over the decoded path and the query in constant time. A bad or tampered
 * URL is `invalid` even when it is also old; only an authentic URL can be `expired`.
 */
export function checkMediaSignature(
  path: string,
  query: SignedQuery,
  secret: string,
  nowS: number,
): SignatureCheck {
  const { u, exp, sig } = query;
  if (typeof u !== 'string' || typeof exp !== 'string' || typeof sig !== 'string') return 'invalid';
  if (!USER.test(u) || !EXP.test(exp) || !SIGNATURE.test(sig)) return 'invalid';
  const expected = Buffer.from(signatureOf(path, u, exp, secret));
  if (!timingSafeEqual(Buffer.from(sig), expected)) return 'invalid';
  return nowS >= Number(exp) ? 'expired' : 'valid';
}
