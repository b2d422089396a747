import { defaultScheduleTime, localTimeInstant, scheduleProblem } from './publish-time';

const NOW = new Date(2026, 10, 27, 15, 30);

describe('the publish time', () => {
  test('a local day and time is an instant of this clock', () => {
    expect(localTimeInstant('2026-12-24T18:00')).toEqual(new Date(2026, 11, 24, 18, 0));
    expect(localTimeInstant('2026-04-31T10:00')).toBeNull();
    expect(localTimeInstant('tomorrow')).toBeNull();
  });

  test('it must be given, exist and be ahead', () => {
    expect(scheduleProblem('', NOW)).toBe('Choose the day and time it goes public.');
    expect(scheduleProblem('2026-02-30T10:00', NOW)).toBe(
      'This is not a day and time that exists.',
    );
    expect(scheduleProblem('2026-11-27T15:00', NOW)).toBe(
      'This time has passed: choose one ahead, or publish now.',
    );
    expect(scheduleProblem('2026-11-28T09:00', NOW)).toBeNull();
  });

  test('the suggestion is tomorrow morning, across a month end', () => {
    expect(defaultScheduleTime(NOW)).toBe('2026-11-28T09:00');
    expect(defaultScheduleTime(new Date(2026, 11, 31, 23, 0))).toBe('2027-01-01T09:00');
  });
});
