/** @jest-environment node */
import { auditParamsOf, isFiltered, NO_FILTERS } from './audit-filters';

describe('auditParamsOf', () => {
  test('no filters ask for everything', () => {
    expect(auditParamsOf(NO_FILTERS)).toEqual({});
    expect(isFiltered(NO_FILTERS)).toBe(false);
  });

  test('trims, renames and includes the last day', () => {
    expect(
      auditParamsOf({
        action: ' invite.create ',
        targetType: 'invite_code',
        actor: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
        fromDay: '2026-11-01',
        toDay: '2026-11-30',
      }),
    ).toEqual({
      action: 'invite.create',
      target_type: 'invite_code',
      actor: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
      from: '2026-11-01',
      to: '2026-12-01',
    });
  });

  test('the last day of a year and of a leap February', () => {
    expect(auditParamsOf({ ...NO_FILTERS, toDay: '2026-12-31' }).to).toBe('2027-01-01');
    expect(auditParamsOf({ ...NO_FILTERS, toDay: '2028-02-28' }).to).toBe('2028-02-29');
  });

  test('a day that is none is sent as typed, for the server to explain', () => {
    expect(auditParamsOf({ ...NO_FILTERS, toDay: 'soon' }).to).toBe('soon');
    expect(isFiltered({ ...NO_FILTERS, action: 'x' })).toBe(true);
  });
});
