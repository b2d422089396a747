import { matchGenres } from './genre-names.js';

const CATALOGUE = ['Electronic', 'Hip-Hop', 'Indie Rock', 'Jazz'];

describe('matching picked genres to the catalogue', () => {
  test('matches regardless of case and spaces, keeps the catalogue spelling, once each', () => {
    expect(matchGenres(['  jazz', 'INDIE ROCK', 'Jazz', 'hip-hop'], CATALOGUE)).toEqual({
      genres: ['Jazz', 'Indie Rock', 'Hip-Hop'],
    });
  });

  test('names the first genre the catalogue does not have', () => {
    expect(matchGenres(['Jazz', 'Polka', 'Yodel'], CATALOGUE)).toEqual({ unknown: 'Polka' });
    expect(matchGenres(['Jazz'], [])).toEqual({ unknown: 'Jazz' });
  });

  test('nothing picked matches nothing', () => {
    expect(matchGenres([], CATALOGUE)).toEqual({ genres: [] });
  });
});
