/** The presets the server knows (GET /api/artist/analytics `range`), each ending today (UTC). */
export const RANGE_PRESETS = [
  { key: '7d', days: 7, label: '7 days' },
  { key: '28d', days: 28, label: '28 days' },
  { key: '90d', days: 90, label: '90 days' },
  { key: '365d', days: 365, label: '12 months' },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]['key'];
export const DEFAULT_RANGE: RangeChoice = { preset: '28d' };
/** The server's limits for a custom range (docs/adr: analytics read API). */
export const MAX_RANGE_DAYS = 366;
export const EARLIEST_DAY = '2020-01-01';

/** A preset, or custom inclusive UTC days (`YYYY-MM-DD`). */
export type RangeChoice = { preset: RangePreset } | { from: string; to: string };

/** The query string of every analytics call. */
export interface AnalyticsQuery {
  range?: RangePreset | 'custom';
  from?: string;
  to?: string;
  artist_id?: string;
}

/** What the dashboard asks for: whose figures (an admin's `?artist_id=`) over which range. */
export interface DashboardRequest {
  range: RangeChoice;
  artistId: string | null;
}

export function analyticsQuery({ range, artistId }: DashboardRequest): AnalyticsQuery {
  const query: AnalyticsQuery =
    'preset' in range
      ? { range: range.preset }
      : { range: 'custom', from: range.from, to: range.to };
  if (artistId !== null) query.artist_id = artistId;
  return query;
}

export const sameRequest = (a: DashboardRequest, b: DashboardRequest): boolean =>
  a.artistId === b.artistId && sameRange(a.range, b.range);

export function sameRange(a: RangeChoice, b: RangeChoice): boolean {
  if ('preset' in a || 'preset' in b)
    return 'preset' in a && 'preset' in b && a.preset === b.preset;
  return a.from === b.from && a.to === b.to;
}

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = (day: string): number | null => {
  if (!DAY_PATTERN.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(day) ? ms : null;
};
/** Today as the server counts days (UTC). */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * Why a custom range cannot be asked for, in the words the form shows (the server's own rules,
 * checked here so a typo never costs a round trip); null when it can.
 */
export function customRangeProblem(from: string, to: string, now: Date): string | null {
  const start = dayMs(from);
  const end = dayMs(to);
  if (start === null || end === null) return 'Choose both a start and an end day.';
  if (start > end) return 'The start day must not be after the end day.';
  if (end > (dayMs(utcDay(now)) ?? 0)) return 'The end day must not be in the future.';
  if (start < (dayMs(EARLIEST_DAY) ?? 0))
    return `The start day must not be before ${EARLIEST_DAY}.`;
  if ((end - start) / DAY_MS + 1 > MAX_RANGE_DAYS) {
    return `A range may span at most ${MAX_RANGE_DAYS} days.`;
  }
  return null;
}

const SHORT_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const SHORT_DAY_YEAR = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A UTC day in a format; a text that is not a day is shown as it came (never a crash). */
const formatDay = (format: Intl.DateTimeFormat, day: string): string => {
  const ms = dayMs(day);
  return ms === null ? day : format.format(ms);
};

/** "5 Nov" — a chart's axis label for a UTC day. */
export const shortDay = (day: string): string => formatDay(SHORT_DAY, day);

/** "30 Oct – 26 Nov 2026", or "30 Dec 2025 – 5 Jan 2026" across a year; one day: "5 Nov 2026". */
export function periodLabel({ from, to }: { from: string; to: string }): string {
  const end = formatDay(SHORT_DAY_YEAR, to);
  if (from === to) return end;
  const start =
    from.slice(0, 4) === to.slice(0, 4) ? shortDay(from) : formatDay(SHORT_DAY_YEAR, from);
  return `${start} – ${end}`;
}

/** How the comparison names the period before: "the previous 28 days". */
export function previousPeriodName({ from, to }: { from: string; to: string }): string {
  const days = Math.round(((dayMs(to) ?? 0) - (dayMs(from) ?? 0)) / DAY_MS) + 1;
  return days === 1 ? 'the previous day' : `the previous ${days} days`;
}
