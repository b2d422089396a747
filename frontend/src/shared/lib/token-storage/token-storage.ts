import { STORAGE_KEYS } from '@/shared/config';

// localStorage throws in some private-browsing modes; a token we cannot read is no token, and a
// token we cannot write lives only as long as the page (the login form checks storage first).

/** The tokens of a session as the spec stores them (section 7). */
export interface SessionTokens {
  accessToken: string;
  /** Null when a reply did not rotate it; the stored one then stays. */
  refreshToken: string | null;
  /** Expiry of the access token, seconds since the epoch. */
  expiresAt: number;
}

const PROBE_KEY = 'encore.storage-probe';

function readKey(key: string): string | null {
  try {
    const value = window.localStorage.getItem(key);
    return value === null || value === '' ? null : value;
  } catch {
    return null;
  }
}

export function readAccessToken(): string | null {
  return readKey(STORAGE_KEYS.accessToken);
}

export function readRefreshToken(): string | null {
  return readKey(STORAGE_KEYS.refreshToken);
}

/** Writes the three spec keys together, so they never describe different sessions. */
export function storeSessionTokens({ accessToken, refreshToken, expiresAt }: SessionTokens): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
    window.localStorage.setItem(STORAGE_KEYS.tokenExpiry, String(expiresAt));
    if (refreshToken !== null) window.localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  } catch {
    // Storage went away after the login check; the session still works until the page closes.
  }
}

export function clearStoredTokens(): void {
  try {
    for (const key of Object.values(STORAGE_KEYS)) window.localStorage.removeItem(key);
  } catch {
    // Nothing was stored if storage is unavailable.
  }
}

/** True when localStorage accepts a write (it does not in some private modes or with cookies off). */
export function isStorageWritable(): boolean {
  try {
    window.localStorage.setItem(PROBE_KEY, '1');
    window.localStorage.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}
