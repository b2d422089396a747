const LONG_DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A server time stamp (ISO 8601) as a day: "25 November 2026"; null when missing or unreadable.
 * Read in UTC, so every viewer sees the same day the server recorded.
 */
export function formatLongDate(isoDateTime: string | null): string | null {
  if (isoDateTime === null) return null;
  const date = new Date(isoDateTime);
  return Number.isNaN(date.getTime()) ? null : LONG_DATE.format(date);
}
