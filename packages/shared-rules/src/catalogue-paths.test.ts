import { artistIdentifier, artistPath, RESERVED_ARTIST_SLUGS } from './catalogue-paths.js';

const id = '0b7c5a52-3c1e-4b8e-9a51-7f0a3d2b9c11';

describe('artistIdentifier', () => {
  test('the stored slug first, then the name-derived slug, then the id', () => {
    expect(artistIdentifier({ id, slug: 'ada', name: 'Ada Lovelace' })).toBe('ada');
    expect(artistIdentifier({ id, slug: null, name: 'Ada Lovelace' })).toBe('ada-lovelace');
    expect(artistIdentifier({ id, slug: null, name: '!!!' })).toBe(id);
  });

  test.each([...RESERVED_ARTIST_SLUGS])(
    'a name that gives “%s” (an artist page of its own) links by id',
    (word) => {
      const name = word.toUpperCase();
      expect(artistIdentifier({ id, slug: null, name })).toBe(id);
      expect(artistPath(artistIdentifier({ id, slug: null, name }))).toBe(`/artist/${id}`);
    },
  );
});

test('the studio and the dashboard are reserved', () => {
  expect([...RESERVED_ARTIST_SLUGS].sort()).toEqual(['dashboard', 'studio']);
});
