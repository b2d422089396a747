/** A release date (YYYY-MM-DD) read as a calendar day, whatever the viewer's time zone. */
export function calendarDay(isoDate: string): Date | null {
  const day = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? null : day;
}

/** "2021"; null when the date is missing or unreadable. */
export function releaseYear(isoDate: string | null): string | null {
  const day = isoDate === null ? null : calendarDay(isoDate);
  return day === null ? null : String(day.getUTCFullYear());
}

/** "1 track", "7 tracks". */
export const trackCountLabel = (count: number): string =>
  `${count} ${count === 1 ? 'track' : 'tracks'}`;
