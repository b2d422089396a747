const MINUTE = 60;
const HOUR = 60 * MINUTE;

const plural = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * A wait in words, rounded up so the person never comes back too early: "1 second",
 * "45 seconds", "5 minutes" (from 60 s), "2 hours" (from 60 minutes, e.g. 61 minutes is 2 hours).
 */
export function waitInWords(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < MINUTE) return plural(s, 'second');
  if (s < HOUR) return plural(Math.ceil(s / MINUTE), 'minute');
  return plural(Math.ceil(s / HOUR), 'hour');
}

/** The text of every refusal that asks the person to come back later. */
export const tryAgainIn = (seconds: number): string =>
  `Too many attempts. Try again in ${waitInWords(seconds)}.`;
