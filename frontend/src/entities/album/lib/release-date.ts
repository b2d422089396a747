import { calendarDay } from '@encore/shared-rules';

// The year and track count are shared with the server's page heads (docs/adr/0023).
export { releaseYear, trackCountLabel } from '@encore/shared-rules';

/** "18 June 2021"; null when the date is missing or unreadable. */
export function formatReleaseDate(isoDate: string | null): string | null {
  const day = isoDate === null ? null : calendarDay(isoDate);
  return day === null
    ? null
    : new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}
