/** @jest-environment node */
import { albumTracks } from '@/entities/album';
import { ApiError } from '@/shared/api';
import { albumAccessOf, albumNoticeOf } from './album-access';
import { albumFailureMessage } from './album-failure';

const track = (id: string, trackNumber: number, albumId = 'al-1') => ({
  id,
  track_number: trackNumber,
  album_id: albumId,
});

describe('albumTracks (spec §7)', () => {
  test("keeps only this album's tracks, in track-number order", () => {
    const tracks = [track('c', 3), track('x', 1, 'al-2'), track('a', 1), track('b', 2)];
    const album = { id: 'al-1', tracks } as unknown as Parameters<typeof albumTracks>[0];
    expect(albumTracks(album).map((kept) => kept.id)).toEqual(['a', 'b', 'c']);
  });
});

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

describe('albumFailureMessage (spec §8)', () => {
  test('a 4xx is "Album not found (status)", a 5xx a load failure, no answer a fetch failure', () => {
    expect(albumFailureMessage(new ApiError(404, 'Not Found', 'Album not found', null))).toBe(
      'Album not found (404)',
    );
    expect(albumFailureMessage(new ApiError(400, 'Bad Request', null, null))).toBe(
      'Album not found (400)',
    );
    expect(albumFailureMessage(new ApiError(500, 'Server Error', null, null))).toBe(
      'Failed to load album information',
    );
    expect(albumFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to fetch album details',
    );
  });
});
