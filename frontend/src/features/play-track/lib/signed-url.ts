import { signedUrlExpiresAt } from '@/shared/lib/audio';

/** A known address is reused only while it stays valid for more than this (the rule). */
export const URL_REUSE_MARGIN_MS = 60_000;

/** Whether `url` may be played again instead of asking the server for a new one. */
export function isReusableUrl(url: string, nowMs: number): boolean {
  const expiresAt = signedUrlExpiresAt(url);
  return expiresAt !== null && expiresAt - nowMs > URL_REUSE_MARGIN_MS;
}
