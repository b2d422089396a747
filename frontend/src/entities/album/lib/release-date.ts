/** A release date (YYYY-MM-DD) read as a calendar day, whatever the viewer's time zone. */
const asCalendarDay = (isoDate: string): Date | null => {
  const day = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? null : day;
};

/** "18 June 2021"; null when the date is missing or unreadable. */
export function formatReleaseDate(isoDate: string | null): string | null {
  const day = isoDate === null ? null : asCalendarDay(isoDate);
  return day === null
    ? null
    : new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/** "2021"; null when the date is missing or unreadable. */
export function releaseYear(isoDate: string | null): string | null {
  const day = isoDate === null ? null : asCalendarDay(isoDate);
  return day === null ? null : String(day.getUTCFullYear());
}

/** "1 track", "7 tracks". */
export const trackCountLabel = (count: number): string =>
  `${count} ${count === 1 ? 'track' : 'tracks'}`;
