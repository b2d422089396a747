import { albumSlugBase, firstFreeSlug } from './album-slug.js';

describe('albumSlugBase', () => {
  it('derives the slug as artists get theirs', () => {
    expect(albumSlugBase('Night Drive Tapes')).toBe('night-drive-tapes');
    expect(albumSlugBase('  Café Nocturne (Live)! ')).toBe('cafe-nocturne-live');
  });

  it('falls back to "release" when nothing is left to derive from', () => {
    expect(albumSlugBase('Кино')).toBe('release');
    expect(albumSlugBase('!!!')).toBe('release');
  });

  it('stays short, without a trailing hyphen', () => {
    const slug = albumSlugBase(`${'a'.repeat(119)} b`);
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug).not.toMatch(/-$/);
  });
});

describe('firstFreeSlug', () => {
  it('takes the base when it is free, else the first free number', () => {
    expect(firstFreeSlug('tapes', new Set())).toBe('tapes');
    expect(firstFreeSlug('tapes', new Set(['tapes', 'tapes-2', 'tapes-live']))).toBe('tapes-3');
  });
});
