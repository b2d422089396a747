/** @jest-environment node */
import { ApiError } from '@/shared/api';
import { loadFailureText, refusalOf, roleMayOpen } from './dashboard-refusal';

const apiError = (status: number, code: string | null, message: string | null = null) =>
  new ApiError(status, 'x', message, code);

describe('dashboard refusals', () => {
  test("the server's codes name the refusal; other failures are not refusals", () => {
    expect(refusalOf(apiError(403, 'ANALYTICS.NOT_AN_ARTIST'))).toBe('not_an_artist');
    expect(refusalOf(apiError(403, 'ANALYTICS.NOT_LINKED'))).toBe('not_linked');
    expect(refusalOf(apiError(403, 'ANALYTICS.OTHER_ARTIST'))).toBe('other_artist');
    expect(refusalOf(apiError(400, 'ANALYTICS.ARTIST_REQUIRED'))).toBe('artist_required');
    expect(refusalOf(apiError(500, 'INTERNAL'))).toBeNull();
    expect(refusalOf(new Error('offline'))).toBeNull();
  });

  test('only artists and admins open it; an unknown role is left to the server', () => {
    expect(roleMayOpen('artist')).toBe(true);
    expect(roleMayOpen('admin')).toBe(true);
    expect(roleMayOpen('listener')).toBe(false);
    expect(roleMayOpen(null)).toBe(true);
  });

  test("a bad range shows the server's words; anything else a general text", () => {
    expect(loadFailureText(apiError(400, 'ANALYTICS.BAD_RANGE', 'from must not be after to'))).toBe(
      'from must not be after to',
    );
    expect(loadFailureText(apiError(500, null, 'Internal'))).toBe(
      'We could not load your figures. Check your connection and try again.',
    );
  });
});
