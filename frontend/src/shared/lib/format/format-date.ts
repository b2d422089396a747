const LONG_DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

const readable = (isoDateTime: string | null): Date | null => {
  if (isoDateTime === null) return null;
  const date = new Date(isoDateTime);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * A server time stamp (ISO 8601) as a day: "25 November 2026"; null when missing or unreadable.
 * Read in UTC, so every viewer sees the same day the server recorded.
 */
export function formatLongDate(isoDateTime: string | null): string | null {
  const date = readable(isoDateTime);
  return date === null ? null : LONG_DATE.format(date);
}

/**
 * A server time stamp to the minute, in UTC and saying so: "25 Nov 2026, 14:03 UTC" (admin
 * tables, where two admins in different places must read the same time).
 */
export function formatDateTime(isoDateTime: string | null): string | null {
  const date = readable(isoDateTime);
  return date === null ? null : `${DATE_TIME.format(date)} UTC`;
}
