import { timeRange } from './time-range.js';

/** The stable code a call throws with (the domain's tests do not import the HTTP platform). */
const codeThrownBy = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
};

describe('timeRange', () => {
  it('reads days and times as UTC instants, either bound left open', () => {
    expect(timeRange('2026-11-01', '2026-11-02T12:30:00Z')).toEqual({
      from: new Date('2026-11-01T00:00:00Z'),
      to: new Date('2026-11-02T12:30:00Z'),
    });
    expect(timeRange(undefined, undefined)).toEqual({ from: undefined, to: undefined });
  });

  it.each([
    ['an impossible day', '2026-02-30', undefined],
    ['an end before the start', '2026-11-02', '2026-11-01'],
    ['an empty range', '2026-11-02', '2026-11-02'],
  ])('refuses %s with ADMIN.TIME_INVALID', (_name, from, to) => {
    expect(codeThrownBy(() => timeRange(from, to))).toBe('ADMIN.TIME_INVALID');
  });
});
