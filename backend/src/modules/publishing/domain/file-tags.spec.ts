import { cleanTags, TAG_LIMITS } from './file-tags.js';

describe('cleanTags', () => {
  test('keeps what a well-tagged file says', () => {
    expect(
      cleanTags({
        title: 'Night Drive',
        trackNumber: 3,
        discNumber: 1,
        isrc: ['gb-aye-06-01498'],
        year: 2024,
        artists: ['O.W.L.', 'Mira Vale'],
        artist: 'O.W.L.',
        album: 'Slipstream',
        albumArtist: 'O.W.L.',
        genre: ['Electronic'],
        lyrics: ['[00:01.00] First line\r\n[00:05.00] Second line'],
        hasArtwork: true,
      }),
    ).toEqual({
      title: 'Night Drive',
      trackNumber: 3,
      discNumber: 1,
      isrc: 'GBAYE0601498',
      year: 2024,
      artists: ['O.W.L.', 'Mira Vale'],
      album: 'Slipstream',
      albumArtist: 'O.W.L.',
      genre: 'Electronic',
      lyrics: '[00:01.00] First line\n[00:05.00] Second line',
      hasArtwork: true,
    });
  });

  test('caps a 5,000-character title to what a track title holds', () => {
    const tags = cleanTags({ title: `  ${'Long '.repeat(1000)}`, hasArtwork: false });
    expect(tags.title?.length).toBeLessThanOrEqual(TAG_LIMITS.title);
    expect(tags.title).toMatch(/^Long Long/);
    expect(tags.title).not.toMatch(/\s$/);
  });

  test('never cuts a character in half', () => {
    const title = cleanTags({ title: '🎵'.repeat(400), hasArtwork: false }).title ?? '';
    expect(Array.from(title)).toHaveLength(TAG_LIMITS.title);
    expect(title.isWellFormed()).toBe(true);
  });

  test('turns control characters and line breaks in a one-line field into spaces', () => {
    const tags = cleanTags({
      title: 'Night\u0000Drive\n\tpart\u00852 ',
      album: '\u0007',
      hasArtwork: false,
    });
    expect(tags).toEqual({ title: 'Night Drive part 2', hasArtwork: false });
  });

  test('drops numbers out of range and ISRCs that are none', () => {
    expect(
      cleanTags({
        trackNumber: 0,
        discNumber: 1000,
        year: 99_999,
        isrc: ['not an isrc', 'x'.repeat(10_000)],
        hasArtwork: false,
      }),
    ).toEqual({ hasArtwork: false });
  });

  test('keeps at most ten distinct artists', () => {
    const names = Array.from({ length: 5000 }, (_, i) => `Artist ${i % 20}`);
    const artists = cleanTags({ artists: names, hasArtwork: false }).artists ?? [];
    expect(artists).toHaveLength(TAG_LIMITS.artists);
    expect(new Set(artists).size).toBe(TAG_LIMITS.artists);
  });

  test('caps lyrics and keeps their lines', () => {
    const lyrics =
      cleanTags({ lyrics: ['', 'la\n'.repeat(20_000)], hasArtwork: false }).lyrics ?? '';
    expect(lyrics.length).toBeLessThanOrEqual(TAG_LIMITS.lyrics);
    expect(lyrics.startsWith('la\nla\n')).toBe(true);
  });
});
