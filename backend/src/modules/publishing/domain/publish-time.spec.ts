import {
  isCalendarDay,
  MAX_SCHEDULE_DAYS,
  parseScheduleTime,
  planPublish,
} from './publish-time.js';

const now = new Date('2026-12-01T12:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('planPublish', () => {
  it('publishes now without a time, or with one that has just passed', () => {
    expect(planPublish(undefined, now)).toEqual({ kind: 'now' });
    expect(planPublish(now, now)).toEqual({ kind: 'now' });
    expect(planPublish(later(-59_000), now)).toEqual({ kind: 'now' });
  });

  it('schedules a time ahead', () => {
    expect(planPublish(later(2_000), now)).toEqual({ kind: 'at', at: later(2_000) });
  });

  it('refuses a time long past or more than a year ahead', () => {
    expect(planPublish(later(-61_000), now)).toEqual({ refused: 'in_past' });
    expect(planPublish(later((MAX_SCHEDULE_DAYS + 1) * 86_400_000), now)).toEqual({
      refused: 'too_far',
    });
  });
});

describe('parseScheduleTime and isCalendarDay', () => {
  it('reads times with their offset', () => {
    expect(parseScheduleTime('2026-12-24T19:00+01:00')?.toISOString()).toBe(
      '2026-12-24T18:00:00.000Z',
    );
    expect(parseScheduleTime('2026-12-24T18:00:00.250Z')?.toISOString()).toBe(
      '2026-12-24T18:00:00.250Z',
    );
  });

  it('refuses days and times that do not exist, and times without an offset', () => {
    expect(parseScheduleTime('2026-02-30T10:00:00Z')).toBeNull();
    expect(parseScheduleTime('2026-02-28T25:00:00Z')).toBeNull();
    expect(parseScheduleTime('2026-02-28T10:00:00')).toBeNull();
  });

  it('knows real calendar days', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-2-1')).toBe(false);
  });
});
