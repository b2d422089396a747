const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long the oldest job has waited: "—" (none waits), "45 s", "12 min", "3 h 5 min", "2 d 4 h". */
export function formatWait(seconds: number): string {
  if (seconds <= 0) return '—';
  if (seconds < MINUTE) return `${Math.floor(seconds)} s`;
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)} min`;
  if (seconds < DAY) {
    const minutes = Math.floor((seconds % HOUR) / MINUTE);
    return `${Math.floor(seconds / HOUR)} h${minutes === 0 ? '' : ` ${minutes} min`}`;
  }
  const hours = Math.floor((seconds % DAY) / HOUR);
  return `${Math.floor(seconds / DAY)} d${hours === 0 ? '' : ` ${hours} h`}`;
}
