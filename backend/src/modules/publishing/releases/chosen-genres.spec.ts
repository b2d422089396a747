import { chosenGenres } from './chosen-genres.js';

const LISTED = [{ name: 'Electronic' }, { name: 'Hip-Hop' }];

describe('chosenGenres', () => {
  test("takes the catalogue's spelling, each once, in the order chosen", () => {
    expect(chosenGenres(LISTED, [' hip-hop ', 'ELECTRONIC', 'Hip-Hop'])).toEqual([
      'Hip-Hop',
      'Electronic',
    ]);
    expect(chosenGenres(LISTED, [])).toEqual([]);
  });

  test('refuses a name the catalogue does not list, saying which', () => {
    let refusal: unknown;
    try {
      chosenGenres(LISTED, ['Electronic', 'Polka']);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({
      code: 'STUDIO.GENRE_UNKNOWN',
      message: '"Polka" is not a genre Encore lists. Choose from the genre list.',
    });
  });
});
