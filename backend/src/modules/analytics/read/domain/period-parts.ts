import { DAY_MS, dayOf, msOf, type Period } from './analytics-range.js';

/**
 * Distinct listeners over a period are counted in two parts (ADR 0030). Days up to the day
 * before yesterday are closed: late events for them are rare (a play's tail reaches at most six
 * hours into the next day), so their count is kept once computed, and dropped by the writer when
 * one does arrive. Yesterday and today are open: their listeners are probed on every read, each
 * counted only when the closed part has not seen it.
 */
export interface PeriodParts {
  closed: Period | null;
  open: Period | null;
}

/** The days still open at `now`: yesterday and today (UTC). */
export const OPEN_DAYS = 2;

export function periodParts(period: Period, now: Date): PeriodParts {
  const today = msOf(dayOf(now.getTime()));
  const lastClosed = dayOf(today - OPEN_DAYS * DAY_MS);
  const firstOpen = dayOf(today - (OPEN_DAYS - 1) * DAY_MS);
  // ISO days compare as strings.
  const closedTo = period.to < lastClosed ? period.to : lastClosed;
  const openFrom = period.from > firstOpen ? period.from : firstOpen;
  return {
    closed: period.from <= closedTo ? { from: period.from, to: closedTo } : null,
    open: openFrom <= period.to ? { from: openFrom, to: period.to } : null,
  };
}
