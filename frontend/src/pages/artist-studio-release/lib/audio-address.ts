import type { TrackAudio } from '../api/preview-start';

/** Time to spare past a window's end before an address is asked for anew (a slow start, a pause). */
export const ADDRESS_SPARE_MS = 60_000;

/**
 * A signed address given earlier, if it still lasts through a window of `windowS` seconds
 * started now; else null (ask the server again). An unreadable expiry is not trusted.
 */
export function usableAudio(
  audio: TrackAudio | undefined,
  windowS: number,
  nowMs: number,
): TrackAudio | null {
  if (audio === undefined) return null;
  const expiresMs = Date.parse(audio.expires_at);
  return Number.isFinite(expiresMs) && expiresMs - nowMs > windowS * 1000 + ADDRESS_SPARE_MS
    ? audio
    : null;
}
