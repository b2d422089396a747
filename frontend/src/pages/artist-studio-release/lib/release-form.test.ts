import { studioReleaseFixture } from '@/entities/release/index.testing';
import { ApiError } from '@/shared/api';
import {
  detailsChanges,
  detailsOf,
  detailsProblems,
  EMPTY_DETAILS,
  newReleaseBody,
  serverDetailsErrors,
} from './release-form';

describe('the release details form', () => {
  test('a release fills the form, and an unchanged form changes nothing', () => {
    const release = studioReleaseFixture({ description: null, release_date: '2027-01-29' });
    const form = detailsOf(release);
    expect(form).toEqual({
      title: 'Night Ferry',
      releaseType: 'ep',
      accessType: 'soundcheck',
      genres: ['Electronic'],
      description: '',
      releaseDate: '2027-01-29',
    });
    expect(detailsChanges(form, release)).toEqual({});
  });

  test('only what changed is sent; emptied fields become null', () => {
    const release = studioReleaseFixture({ description: 'Old words', release_date: '2027-01-29' });
    const form = {
      ...detailsOf(release),
      title: '  Night Ferry (Deluxe) ',
      genres: ['Electronic', 'Ambient'],
      description: '',
      releaseDate: '',
    };
    expect(detailsChanges(form, release)).toEqual({
      title: 'Night Ferry (Deluxe)',
      genres: ['Electronic', 'Ambient'],
      description: null,
      release_date: null,
    });
  });

  test('problems are told field by field before a request', () => {
    expect(
      detailsProblems({
        ...EMPTY_DETAILS,
        title: ' ',
        genres: ['a', 'b', 'c', 'd', 'e', 'f'],
        releaseDate: '2027-02-30',
        description: 'x'.repeat(5001),
      }),
    ).toEqual({
      title: 'Give the release a title.',
      genres: 'Choose at most 5 genres.',
      releaseDate: 'This is not a day that exists.',
      description: 'A description can be at most 5,000 characters.',
    });
    expect(detailsProblems({ ...EMPTY_DETAILS, title: 'Night Ferry' })).toEqual({});
  });

  test('a new release sends what was filled in; files dropped first name it "Untitled release"', () => {
    expect(
      newReleaseBody({ ...EMPTY_DETAILS, title: ' Night Ferry ', accessType: 'free' }, null),
    ).toEqual({
      title: 'Night Ferry',
      release_type: 'album',
      access_type: 'free',
    });
    expect(newReleaseBody(EMPTY_DETAILS, 'artist-1')).toEqual({
      title: 'Untitled release',
      release_type: 'album',
      artist_id: 'artist-1',
    });
  });

  test("the server's refusals land on their fields", () => {
    const refused = new ApiError(400, 'Bad Request', 'Invalid', 'VALIDATION', [
      { field: 'release_date', messages: ['release_date must be a day (YYYY-MM-DD)'] },
    ]);
    expect(serverDetailsErrors(refused)).toEqual({
      releaseDate: 'release_date must be a day (YYYY-MM-DD)',
    });
    const unknownGenre = new ApiError(
      400,
      'Bad Request',
      'Choose genres from the list Encore offers.',
      'STUDIO.GENRE_UNKNOWN',
    );
    expect(serverDetailsErrors(unknownGenre)).toEqual({
      genres: 'Choose genres from the list Encore offers.',
    });
  });
});
