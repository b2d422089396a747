import { ROUTES } from '@/shared/config';

/** The query parameter of /login that says where to go back to after logging in. */
export const RETURN_TO_PARAM = 'next';

const MAX_LENGTH = 2048;
/** Parsing base only: a relative path resolved against it must stay on it. */
const BASE = 'https://encore.invalid';
/** Going "back" to these would loop through the account pages. */
const ACCOUNT_PAGES = new Set<string>([
  ROUTES.login,
  ROUTES.register,
  ROUTES.forgotPassword,
  ROUTES.updatePassword,
]);

/**
 * A return target the app may navigate to, or null: only a same-origin relative path
 * (`/search?q=x#y`). Absolute and protocol-relative addresses (`https://…`, `//evil.test`,
 * `/\evil.test`), backslashes, control characters and the account pages are refused, so a link
 * to /login can never send someone off-site after they log in (no open redirect).
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (ACCOUNT_PAGES.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login`, remembering `returnTo` when it is a safe place to come back to. */
export function loginPath(returnTo: string | null | undefined): string {
  const path = safeReturnPath(returnTo);
  if (path === null) return ROUTES.login;
  return `${ROUTES.login}?${new URLSearchParams({ [RETURN_TO_PARAM]: path }).toString()}`;
}

/** Where a login page at `search` (its query string) returns to, or null for the usual landing. */
export const returnPathFrom = (search: URLSearchParams): string | null =>
  safeReturnPath(search.get(RETURN_TO_PARAM));
