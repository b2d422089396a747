/** @jest-environment node */
import { albumAccessOf, albumNoticeOf } from './album-access';

describe('albumAccessOf and albumNoticeOf', () => {
  const granted = [{ access_granted: true }];
  const refused = [{ access_granted: false }];

  test.each([
    ['free', granted, 'granted', null],
    ['standard', granted, 'granted', null],
    ['soundcheck', granted, 'granted', null],
    ['soundcheck', refused, 'denied', 'purchase-required'],
    ['soundcheck', [], 'denied', 'purchase-required'],
    ['standard', refused, 'denied', 'access-denied'],
    ['free', refused, 'denied', 'access-denied'],
    ['free', [], 'granted', 'no-tracks'],
  ] as const)('%s with %j is %s (notice %s)', (accessType, tracks, access, notice) => {
    const album = { access_type: accessType };
    expect(albumAccessOf(album, tracks)).toBe(access);
    expect(albumNoticeOf(album, access, tracks.length)).toBe(notice);
  });

  test('a Soundcheck album follows the access check when there is one (spec §4, §7)', () => {
    const album = { access_type: 'soundcheck' } as const;
    expect(albumAccessOf(album, refused, { status: 'checking' })).toBe('loading');
    expect(albumAccessOf(album, refused, { status: 'owned', grantedAt: null })).toBe('granted');
    expect(albumAccessOf(album, granted, { status: 'not-owned' })).toBe('denied');
  });

  test('other albums need no check: the album reply decides', () => {
    expect(albumAccessOf({ access_type: 'free' }, granted, { status: 'not-owned' })).toBe(
      'granted',
    );
  });

  test('nothing shows while access is loading', () => {
    expect(albumNoticeOf({ access_type: 'soundcheck' }, 'loading', 0)).toBeNull();
  });
});
