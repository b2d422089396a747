import { STORAGE_KEYS } from '@/shared/config';

// localStorage throws in some private-browsing modes; a token we cannot read is no token.

export function readAccessToken(): string | null {
  try {
    const token = window.localStorage.getItem(STORAGE_KEYS.accessToken);
    return token === null || token === '' ? null : token;
  } catch {
    return null;
  }
}

export function clearStoredTokens(): void {
  try {
    for (const key of Object.values(STORAGE_KEYS)) window.localStorage.removeItem(key);
  } catch {
    // Nothing was stored if storage is unavailable.
  }
}
