const SECONDS_PER_HOUR = 3600;

/**
 * Spec §9: a duration over 3600 is in milliseconds (some sources send ms), anything else in
 * seconds. The one place this rule lives: the duration column and the player both use it.
 */
export function normaliseDurationSeconds(duration: number): number {
  if (!Number.isFinite(duration) || duration < 0) return 0;
  return duration > SECONDS_PER_HOUR ? duration / 1000 : duration;
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** `m:ss`, or `h:mm:ss` from an hour up, e.g. 94.5 → "1:34", 3725000 (ms) → "1:02:05". */
export function formatDuration(duration: number): string {
  const total = Math.floor(normaliseDurationSeconds(duration));
  const hours = Math.floor(total / SECONDS_PER_HOUR);
  const minutes = Math.floor((total % SECONDS_PER_HOUR) / 60);
  const seconds = total % 60;
  return hours > 0
    ? `${hours}:${twoDigits(minutes)}:${twoDigits(seconds)}`
    : `${minutes}:${twoDigits(seconds)}`;
}
