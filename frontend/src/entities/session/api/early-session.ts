/**
 * The session check index.html's inline script sends before the app's JavaScript has arrived
 * (docs/adr/0026): the same GET /api/auth/session the app sends, with the stored bearer token and
 * the refresh cookie, started ~1.3 s earlier on a slow link.
 */
export interface EarlySessionCheck {
  /** The access token it was sent with (null: the refresh cookie alone). */
  accessToken: string | null;
  reply: Promise<Response>;
}

declare global {
  interface Window {
    __encoreEarlySession?: EarlySessionCheck;
  }
}

/**
 * The early check's reply, handed out once (a later check asks the server again), and only if
 * it was sent with the access token stored now: a reply for other credentials is never used.
 */
export function takeEarlySessionReply(accessToken: string | null): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const early = window.__encoreEarlySession;
  if (early === undefined) return null;
  delete window.__encoreEarlySession;
  return early.accessToken === accessToken ? early.reply : null;
}
