import { OVERVIEW_DAYS, overviewWindow } from './overview-window.js';

describe('overviewWindow', () => {
  it('ends today (UTC) and spans 28 days with today included', () => {
    expect(OVERVIEW_DAYS).toBe(28);
    expect(overviewWindow(new Date('2026-11-26T12:00:00.000Z'))).toEqual({
      from: '2026-10-30',
      to: '2026-11-26',
    });
  });

  it('reads the day in UTC at both ends of it', () => {
    expect(overviewWindow(new Date('2026-11-26T00:00:00.000Z')).to).toBe('2026-11-26');
    expect(overviewWindow(new Date('2026-11-26T23:59:59.999Z')).to).toBe('2026-11-26');
  });

  it('crosses month and leap-day boundaries', () => {
    expect(overviewWindow(new Date('2028-03-10T08:00:00.000Z'))).toEqual({
      from: '2028-02-12',
      to: '2028-03-10',
    });
  });
});
