import { ACCESS_TYPES } from '@encore/backend/tools';
import { DEMO_ARTISTS, demoAlbums } from '../demo/index.js';
import {
  BULK_SLUG_PREFIX,
  type BulkSources,
  planAlbums,
  planArtists,
  planTracks,
  validateCounts,
} from './bulk-plan.js';

const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const sources: BulkSources = {
  genres: ['house', 'jazz', 'soul'].map((name, i) => ({ id: uuid(i), name })),
  moodIds: [uuid(10), uuid(11)],
  artistImages: [
    { imageUrl: '/media/images/artists/a.webp', bannerUrl: '/media/images/banners/a.webp' },
  ],
  albumCovers: ['/media/images/albums/a.webp', '/media/images/albums/b.webp'],
  audio: [
    { filePath: 'audio/a.mp3', previewPath: 'previews/a.mp3', durationS: 91.2 },
    { filePath: 'audio/b.mp3', previewPath: null, durationS: 120 },
  ],
};

describe('bulk plan', () => {
  const artists = planArtists(300, sources, 7);
  const albums = planAlbums(700, artists, sources, 7);
  const tracks = [...planTracks(3500, albums, sources, 7)];

  it('makes exactly the requested counts with unique bulk- slugs', () => {
    expect(artists).toHaveLength(300);
    expect(albums).toHaveLength(700);
    expect(tracks).toHaveLength(3500);
    for (const rows of [artists, albums]) {
      const slugs = rows.map((row) => row.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      expect(
        slugs.every((slug) => slug.startsWith(BULK_SLUG_PREFIX) && /^[a-z0-9-]+$/.test(slug)),
      ).toBe(true);
    }
  });

  it('never gives a demo row a bulk- slug (reset would delete it)', () => {
    const demoSlugs = [
      ...DEMO_ARTISTS.map((a) => a.slug ?? ''),
      ...demoAlbums().map((a) => a.slug),
    ];
    expect(demoSlugs.filter((slug) => slug.startsWith(BULK_SLUG_PREFIX))).toEqual([]);
  });

  it('is deterministic for a seed and varies with it', () => {
    expect(planArtists(300, sources, 7).map((a) => a.name)).toEqual(artists.map((a) => a.name));
    expect(planArtists(300, sources, 8).map((a) => a.name)).not.toEqual(artists.map((a) => a.name));
  });

  it('gives every artist a release, every album a track, and numbers tracks 1..n per album', () => {
    expect(new Set(albums.map((a) => a.artistId)).size).toBe(artists.length);
    const numbers = new Map<string, number[]>();
    for (const track of tracks)
      numbers.set(track.albumId, [...(numbers.get(track.albumId) ?? []), track.trackNumber]);
    expect(numbers.size).toBe(albums.length);
    for (const list of numbers.values()) expect(list).toEqual(list.map((_, i) => i + 1));
  });

  it('keeps each track with its album’s artist and borrows demo audio with its duration', () => {
    const artistOf = new Map(albums.map((a) => [a.id, a.artistId]));
    expect(tracks.every((t) => artistOf.get(t.albumId) === t.artistId)).toBe(true);
    expect(
      tracks.every((t) =>
        sources.audio.some((a) => a.filePath === t.filePath && a.durationS === t.durationS),
      ),
    ).toBe(true);
  });

  it('spreads access types with standard the most common', () => {
    const byType = new Map(
      ACCESS_TYPES.map((type) => [type, albums.filter((a) => a.accessType === type).length]),
    );
    expect([...byType.values()].every((n) => n > 0)).toBe(true);
    expect(Math.max(...byType.values())).toBe(byType.get('standard'));
  });

  it('produces varied names, including accents and punctuation', () => {
    const names = [
      ...artists.map((a) => a.name),
      ...albums.map((a) => a.title),
      ...tracks.map((t) => t.title),
    ];
    expect(new Set(names).size).toBeGreaterThan(names.length * 0.7);
    expect(names.some((n) => /[À-ÿ]/.test(n))).toBe(true);
    expect(names.some((n) => /[/&.']/.test(n))).toBe(true);
  });

  it('rejects counts the schema cannot hold', () => {
    expect(() => {
      validateCounts({ artists: 0, albums: 1, tracks: 0 });
    }).toThrow('at least one artist');
    expect(() => {
      validateCounts({ artists: 1, albums: 0, tracks: 5 });
    }).toThrow('at least one album');
    expect(() => {
      validateCounts({ artists: 1, albums: 1, tracks: 1000 });
    }).toThrow('200 tracks per album');
    expect(() => {
      validateCounts({ artists: 1.5, albums: 1, tracks: 1 });
    }).toThrow('whole numbers');
    expect(() => {
      validateCounts({ artists: 10, albums: 20, tracks: 100 });
    }).not.toThrow();
  });
});
