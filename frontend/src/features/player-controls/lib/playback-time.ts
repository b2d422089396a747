const SECONDS_PER_HOUR = 3600;

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * `m:ss`, or `h:mm:ss` from an hour up. Unlike the catalogue's `formatDuration` it never reads a
 * value as milliseconds: positions in the player are always seconds, even an hour into a mix.
 */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / SECONDS_PER_HOUR);
  const minutes = Math.floor((total % SECONDS_PER_HOUR) / 60);
  const rest = total % 60;
  return hours > 0
    ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}`
    : `${minutes}:${twoDigits(rest)}`;
}

/** `-m:ss` left to play; whole seconds on both sides, so elapsed + remaining = the duration. */
export function formatRemaining(position: number, duration: number): string {
  return `-${formatClock(Math.max(0, Math.floor(duration) - Math.floor(position)))}`;
}

/** What the seek slider announces, e.g. "1:02 of 3:45". */
export function seekValueText(position: number, duration: number): string {
  return `${formatClock(position)} of ${formatClock(duration)}`;
}

/** What the volume slider announces, e.g. "75%". */
export function volumeValueText(volume: number): string {
  return `${Math.round(volume * 100)}%`;
}
