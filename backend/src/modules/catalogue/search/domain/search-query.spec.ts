import { parseSearchQuery } from './search-query.js';

describe('parseSearchQuery', () => {
  it('builds the key, its prefix range and a tsquery whose last word is a prefix', () => {
    expect(parseSearchQuery('Celine Vaseur')).toEqual({
      words: ['celine', 'vaseur'],
      text: 'celine vaseur',
      key: 'celinevaseur',
      keyEnd: 'celinevaseur{',
      tsquery: 'celine & vaseur:*',
      wholeTsquery: 'celine & vaseur',
    });
  });

  it('makes punctuation irrelevant to the key', () => {
    for (const query of ['AC/DC', 'acdc', 'ac dc', 'A.C.D.C.']) {
      expect(parseSearchQuery(query)?.key).toBe('acdc');
    }
    expect(parseSearchQuery('O.W.L.')).toMatchObject({ key: 'owl', tsquery: 'o & w & l' });
  });

  it('answers null below two characters or without a letter or digit', () => {
    for (const query of ['', ' ', 'a', ' b ', '%%', '!&|', '😀', '—', 'Кино']) {
      expect(parseSearchQuery(query)).toBeNull();
    }
    expect(parseSearchQuery('ab')?.key).toBe('ab');
  });

  it('never lets tsquery syntax through', () => {
    const query = parseSearchQuery(`neon:* & !harbor | 'x' <-> (y) \\ %_`);
    expect(query?.tsquery).toBe('neon & harbor & x & y');
    expect(query?.words.every((word) => /^[a-z0-9]+$/.test(word))).toBe(true);
  });

  it('keeps at most 8 words', () => {
    const query = parseSearchQuery('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10');
    expect(query?.words).toEqual(['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7', 'h8']);
  });
});
