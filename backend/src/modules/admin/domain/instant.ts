/** A UTC day (`2026-11-26`) or instant (`2026-11-26T14:05:00Z`, seconds and fraction optional). */
export const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z)?$/;

/**
 * The instant a query names (a day alone: its first moment, UTC), or null when it does not exist
 * (2026-02-30, 25:00): Date would roll those over into another day.
 */
export function parseInstant(raw: string): Date | null {
  if (!INSTANT_PATTERN.test(raw)) return null;
  const date = new Date(raw.length === 10 ? `${raw}T00:00:00Z` : raw);
  if (Number.isNaN(date.getTime()) || date.getTime() < 0) return null;
  const [day, time = '00:00'] = raw.replace(/Z$/, '').split('T');
  const printed = date.toISOString();
  return printed.startsWith(`${day}T${time.slice(0, 5)}`) ? date : null;
}
