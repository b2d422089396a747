/** Stripe's placeholder, replaced by the session id when it sends the buyer back. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * A return address the client asked for, accepted only on the app's own origin (no open redirect
 * through our Stripe account). Null when it is not a URL or points elsewhere.
 */
export function sameOriginUrl(candidate: string, publicUrl: string): URL | null {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  return url.origin === new URL(publicUrl).origin && url.username === '' && url.password === ''
    ? url
    : null;
}

/** The success address with `session_id={CHECKOUT_SESSION_ID}` added to its query. */
export function withSessionIdPlaceholder(url: URL): string {
  const copy = new URL(url);
  copy.searchParams.delete('session_id');
  const separator = copy.search === '' ? '?' : '&';
  // Added by hand: URLSearchParams would percent-encode the braces Stripe looks for.
  return `${copy.origin}${copy.pathname}${copy.search}${separator}session_id=${SESSION_ID_PLACEHOLDER}${copy.hash}`;
}
