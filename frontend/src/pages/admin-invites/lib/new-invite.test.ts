/** @jest-environment node */
import { newInviteOf } from './new-invite';

const blank = { uses: '', expiresInDays: '', lastDay: '', note: '' };

describe('newInviteOf', () => {
  test('empty fields leave the server’s defaults', () => {
    expect(newInviteOf(blank)).toEqual({});
  });

  test('uses, days and a note as typed', () => {
    expect(
      newInviteOf({ uses: ' 5 ', expiresInDays: '30', lastDay: '', note: ' Label X ' }),
    ).toEqual({ uses: 5, expires_in_days: 30, note: 'Label X' });
  });

  test('a last day wins over the number of days', () => {
    expect(newInviteOf({ ...blank, expiresInDays: '30', lastDay: '2027-01-31' })).toEqual({
      expires_at: '2027-01-31',
    });
  });

  test('a number that is not one is sent for the server to explain', () => {
    expect(newInviteOf({ ...blank, uses: '1.5' })).toEqual({ uses: 1.5 });
  });
});
