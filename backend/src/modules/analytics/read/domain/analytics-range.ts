/** The dashboard's preset ranges, in days, ending today (UTC). */
export const RANGE_PRESETS = { '7d': 7, '28d': 28, '90d': 90, '365d': 365 } as const;
export type RangePreset = keyof typeof RANGE_PRESETS;
export const DEFAULT_RANGE: RangePreset = '28d';
/** A custom range may span at most this many days. */
export const MAX_RANGE_DAYS = 366;
/** No plays were ever recorded before this day. */
export const EARLIEST_DAY = '2020-01-01';

/** Inclusive UTC days, `YYYY-MM-DD`. */
export interface Period {
  from: string;
  to: string;
}

export interface AnalyticsRange {
  period: Period;
  /** The same number of days, ending the day before `period.from`. */
  previous: Period;
  days: number;
}

/** A preset, or a custom `from`–`to` (with `range` left out or `custom`). */
export interface RangeRequest {
  range?: RangePreset | 'custom' | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export const DAY_MS = 86_400_000;
/** The UTC day (`YYYY-MM-DD`) of an instant in milliseconds, and the first millisecond of a day. */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const msOf = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);

/** A real calendar day (not 2026-02-30), or null. */
export function parseDay(text: string): number | null {
  const ms = msOf(text);
  return Number.isFinite(ms) && dayOf(ms) === text ? ms : null;
}

/**
 * The period a request names — a preset ending today, or `from`–`to` — and the period before it;
 * or the reason it names none, in words for the reply.
 */
export function resolveRange(request: RangeRequest, now: Date): AnalyticsRange | string {
  const today = msOf(dayOf(now.getTime()));
  let from: number;
  let to: number;
  if (request.from === undefined && request.to === undefined) {
    if (request.range === 'custom') return 'A custom range needs both from and to';
    const days = RANGE_PRESETS[request.range ?? DEFAULT_RANGE];
    to = today;
    from = today - (days - 1) * DAY_MS;
  } else {
    if (request.range !== undefined && request.range !== 'custom') {
      return 'Give either a preset range or from and to, not both';
    }
    const start = parseDay(request.from ?? '');
    const end = parseDay(request.to ?? '');
    if (start === null || end === null) return 'from and to must both be days (YYYY-MM-DD)';
    if (start > end) return 'from must not be after to';
    if (end > today) return 'to must not be in the future';
    if (start < msOf(EARLIEST_DAY)) return `from must not be before ${EARLIEST_DAY}`;
    if ((end - start) / DAY_MS + 1 > MAX_RANGE_DAYS) {
      return `A range may span at most ${MAX_RANGE_DAYS} days`;
    }
    from = start;
    to = end;
  }
  const days = (to - from) / DAY_MS + 1;
  return {
    period: { from: dayOf(from), to: dayOf(to) },
    previous: { from: dayOf(from - days * DAY_MS), to: dayOf(from - DAY_MS) },
    days,
  };
}

/** Every day of a period, in order. */
export function daysOf(period: Period): string[] {
  const days: string[] = [];
  for (let ms = msOf(period.from); ms <= msOf(period.to); ms += DAY_MS) days.push(dayOf(ms));
  return days;
}
