/** @jest-environment node */
import { albumTracks } from '@/entities/album';
import { ApiError } from '@/shared/api';
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
