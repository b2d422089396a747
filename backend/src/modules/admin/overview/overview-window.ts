/** The overview's recent figures cover this many UTC days, today included (as the artist dashboard's default). */
export const OVERVIEW_DAYS = 28;
const DAY_MS = 86_400_000;

/** Inclusive UTC days, `YYYY-MM-DD`: `to` is today. */
export interface OverviewWindow {
  from: string;
  to: string;
}

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The last OVERVIEW_DAYS UTC days up to and including the day of `now`. */
export function overviewWindow(now: Date): OverviewWindow {
  const today = Date.parse(`${dayOf(now.getTime())}T00:00:00.000Z`);
  return { from: dayOf(today - (OVERVIEW_DAYS - 1) * DAY_MS), to: dayOf(today) };
}
