import { decideExpiry } from './invite-expiry.js';

const now = new Date('2026-11-26T12:00:00.000Z');

describe('decideExpiry', () => {
  it('counts days from now, 14 by default', () => {
    expect(decideExpiry({ expiresInDays: 3 }, now)).toEqual({
      kind: 'ok',
      expiresAt: new Date('2026-11-29T12:00:00.000Z'),
    });
    expect(decideExpiry({}, now)).toEqual({
      kind: 'ok',
      expiresAt: new Date('2026-12-10T12:00:00.000Z'),
    });
  });

  it('lets a day alone work all that day, and an instant until then', () => {
    expect(decideExpiry({ expiresAt: '2026-11-26' }, now)).toEqual({
      kind: 'ok',
      expiresAt: new Date('2026-11-26T23:59:59.999Z'),
    });
    expect(decideExpiry({ expiresAt: '2026-12-01T09:30Z' }, now)).toEqual({
      kind: 'ok',
      expiresAt: new Date('2026-12-01T09:30:00.000Z'),
    });
  });

  it('refuses both at once, the past, more than 365 days ahead and impossible dates', () => {
    expect(decideExpiry({ expiresInDays: 3, expiresAt: '2026-12-01' }, now).kind).toBe('ambiguous');
    for (const expiresAt of ['2026-11-25', '2026-11-26T11:59Z', '2027-11-27', '2027-02-30']) {
      expect(decideExpiry({ expiresAt }, now).kind).toBe('out_of_range');
    }
    expect(decideExpiry({ expiresAt: '2027-11-26' }, now).kind).toBe('ok');
  });
});
