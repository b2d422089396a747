/** @jest-environment node */
import { allSettled, fork } from 'effector';
import type { ArtistChoice } from '../api/admin-users-api';
import { ARTIST_CHOICES } from '../testing/account-fixtures';
import { $artistChoices, $pickerStatus, artistSearchTyped, searchArtistsFx } from './artist-picker';

describe('the artist-link picker', () => {
  test('asks once the typing pauses, and lists the matches', async () => {
    const asked: string[] = [];
    const scope = fork({
      handlers: [
        [
          searchArtistsFx,
          (q: string): Promise<ArtistChoice[]> => {
            asked.push(q);
            return Promise.resolve(ARTIST_CHOICES);
          },
        ],
      ],
    });
    await Promise.all(
      ['q', 'qu', 'quiet '].map((text) => allSettled(artistSearchTyped, { scope, params: text })),
    );
    expect(asked).toEqual(['quiet']);
    expect(scope.getState($pickerStatus)).toBe('ready');
    expect(scope.getState($artistChoices)).toEqual(ARTIST_CHOICES);

    // Clearing the field clears the list without asking.
    await allSettled(artistSearchTyped, { scope, params: '' });
    expect(scope.getState($pickerStatus)).toBe('idle');
    expect(scope.getState($artistChoices)).toEqual([]);
    expect(asked).toEqual(['quiet']);
  });

  test('says when the search failed', async () => {
    const scope = fork({
      handlers: [[searchArtistsFx, () => Promise.reject(new Error('offline'))]],
    });
    await allSettled(artistSearchTyped, { scope, params: 'quiet' });
    expect(scope.getState($pickerStatus)).toBe('failed');
  });
});
