/** A time a little in the past still means "now": the form was filled in a moment ago. */
export const PUBLISH_GRACE_MS = 60_000;
/** The furthest ahead a release may be scheduled. */
export const MAX_SCHEDULE_DAYS = 366;

export type PublishPlan =
  { kind: 'now' } | { kind: 'at'; at: Date } | { refused: 'in_past' | 'too_far' };

/**
 * When a publish request takes effect: now without a time (or with one that has just passed), at
 * the time given when it is ahead, refused when it is long past or over a year away.
 */
export function planPublish(at: Date | undefined, now: Date): PublishPlan {
  if (at === undefined) return { kind: 'now' };
  const ahead = at.getTime() - now.getTime();
  if (ahead < -PUBLISH_GRACE_MS) return { refused: 'in_past' };
  if (ahead <= 0) return { kind: 'now' };
  if (ahead > MAX_SCHEDULE_DAYS * 86_400_000) return { refused: 'too_far' };
  return { kind: 'at', at };
}

/** An ISO 8601 time with its offset: `2026-12-24T18:00:00Z`, `2026-12-24T19:00+01:00`. */
export const SCHEDULE_TIME_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A release date, `YYYY-MM-DD`. */
export const CALENDAR_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `day` (YYYY-MM-DD) exists: Date would roll 2026-02-30 over into March. */
export function isCalendarDay(day: string): boolean {
  if (!CALENDAR_DAY_PATTERN.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** The instant `raw` names, or null when its day or time does not exist. */
export function parseScheduleTime(raw: string): Date | null {
  if (!SCHEDULE_TIME_PATTERN.test(raw) || !isCalendarDay(raw.slice(0, 10))) return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date;
}
