import { ACCESS_TYPES } from '@encore/backend/tools';
import { DEMO_ACCOUNTS, DEMO_INVITE_CODES } from './accounts.js';
import { DEMO_ARTISTS, demoAlbums, demoTracks, lyricsKey } from './catalogue.js';
import { DEMO_GENRES, DEMO_MOODS } from './genres.js';
import { parseLrc } from './lrc.js';
import { PLAIN_LYRICS } from './lyrics-plain.js';
import { SYNCED_LYRICS } from './lyrics-synced.js';

const albums = demoAlbums();
const tracks = demoTracks();
const count = <T>(items: readonly T[], predicate: (item: T) => boolean): number =>
  items.filter(predicate).length;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('demo artists', () => {
  it('has at least 14 artists with unique slugs and media keys', () => {
    expect(DEMO_ARTISTS.length).toBeGreaterThanOrEqual(14);
    const slugs = DEMO_ARTISTS.flatMap((a) => (a.slug === null ? [] : [a.slug]));
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.every((slug) => SLUG.test(slug))).toBe(true);
    expect(new Set(DEMO_ARTISTS.map((a) => a.key)).size).toBe(DEMO_ARTISTS.length);
  });

  it('has exactly one artist without a slug and exactly one without a bio', () => {
    expect(DEMO_ARTISTS.filter((a) => a.slug === null).map((a) => a.name)).toEqual([
      'Ghost Orchard',
    ]);
    expect(DEMO_ARTISTS.filter((a) => a.bio === null).map((a) => a.name)).toEqual(['Kid Lanterne']);
  });

  it('has names with punctuation, accents and a dotted acronym (search relies on them)', () => {
    const names = DEMO_ARTISTS.map((a) => a.name);
    expect(names.some((n) => n.includes('/'))).toBe(true);
    expect(names.some((n) => n.includes('&'))).toBe(true);
    expect(names.some((n) => /[À-ÿ]/.test(n))).toBe(true);
    expect(names.some((n) => /^([A-Z]\.){2,4}$/.test(n))).toBe(true);
  });

  it('has bios of varied length: one long multi-paragraph, several medium, some short', () => {
    const bios = DEMO_ARTISTS.flatMap((a) => (a.bio === null ? [] : [a.bio]));
    expect(
      count(bios, (b) => b.length >= 1000 && b.split('\n\n').length >= 3),
    ).toBeGreaterThanOrEqual(1);
    expect(count(bios, (b) => b.length >= 180 && b.length < 800)).toBeGreaterThanOrEqual(4);
    expect(count(bios, (b) => b.length < 130)).toBeGreaterThanOrEqual(2);
  });

  it('uses only listed genres and moods, covering all of them', () => {
    const genres = new Set(DEMO_ARTISTS.flatMap((a) => a.genres));
    const moods = new Set(DEMO_ARTISTS.flatMap((a) => a.moods));
    expect([...genres].sort()).toEqual([...DEMO_GENRES].sort());
    expect([...moods].sort()).toEqual([...DEMO_MOODS].sort());
    expect(DEMO_ARTISTS.every((a) => a.moods.length > 0)).toBe(true);
  });

  it('links social profiles on every listed site with https URLs', () => {
    const sites = new Set(DEMO_ARTISTS.flatMap((a) => Object.keys(a.socialLinks)));
    for (const site of [
      'instagram',
      'tiktok',
      'youtube',
      'spotify',
      'bandcamp',
      'soundcloud',
      'x',
      'website',
    ]) {
      expect(sites).toContain(site);
    }
    const urls = DEMO_ARTISTS.flatMap((a) => Object.values(a.socialLinks));
    expect(urls.every((url) => new URL(url).protocol === 'https:')).toBe(true);
    expect(
      count(DEMO_ARTISTS, (a) => Object.keys(a.socialLinks).length >= 3),
    ).toBeGreaterThanOrEqual(8);
  });

  it('gives 3 or 4 artists a logo', () => {
    expect(count(DEMO_ARTISTS, (a) => a.withLogo)).toBeGreaterThanOrEqual(3);
    expect(count(DEMO_ARTISTS, (a) => a.withLogo)).toBeLessThanOrEqual(4);
  });
});

describe('demo albums', () => {
  it('has at least 26 albums with globally unique slugs and descriptions', () => {
    expect(albums.length).toBeGreaterThanOrEqual(26);
    expect(new Set(albums.map((a) => a.slug)).size).toBe(albums.length);
    expect(albums.every((a) => SLUG.test(a.slug) && a.description.length > 20)).toBe(true);
  });

  it('covers every access type, with standard the most common and at least 5 soundcheck', () => {
    const byType = Object.fromEntries(
      ACCESS_TYPES.map((t) => [t, count(albums, (a) => a.accessType === t)]),
    );
    expect(Object.values(byType).every((n) => n > 0)).toBe(true);
    expect(byType.soundcheck).toBeGreaterThanOrEqual(5);
    expect(byType.free).toBeGreaterThanOrEqual(3);
    const { standard = 0, ...others } = byType;
    expect(Object.values(others).every((n) => n < standard)).toBe(true);
  });

  it('spreads valid release dates over 2019–2026', () => {
    for (const album of albums) {
      expect(album.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${album.releaseDate}T00:00:00Z`).toISOString().slice(0, 10)).toBe(
        album.releaseDate,
      );
    }
    const years = new Set(albums.map((a) => Number(a.releaseDate.slice(0, 4))));
    expect(Math.min(...years)).toBe(2019);
    expect(Math.max(...years)).toBe(2026);
    expect(years.size).toBe(8);
  });

  it('files every album under listed genres led by one of its artist’s genres', () => {
    for (const artist of DEMO_ARTISTS) {
      for (const album of artist.albums) {
        expect(artist.genres).toContain(album.genres[0]);
        expect(album.genres.every((g) => (DEMO_GENRES as readonly string[]).includes(g))).toBe(
          true,
        );
      }
    }
  });

  it('says the right number of tracks wherever a description counts them', () => {
    const words = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    const counted = new RegExp(
      `\\b(${words.join('|')})(?:[- ](?:free|long|quiet|love|peak-time))?[- ]` +
        '(?:songs?|tracks?|beats|grooves|rollers|instrumentals|originals|pieces|studies|dubplates)\\b',
      'i',
    );
    const stated = albums.flatMap((album) => {
      const match = counted.exec(album.description);
      return match?.[1] === undefined
        ? []
        : [[album.slug, words.indexOf(match[1].toLowerCase()) + 1]];
    });
    expect(stated.length).toBeGreaterThanOrEqual(15);
    expect(stated).toEqual(
      stated.map(([slug]) => [slug, albums.find((a) => a.slug === slug)?.tracks.length]),
    );
  });

  it('has 1–10 tracks per album, mostly 4–10, with a few singles', () => {
    expect(albums.every((a) => a.tracks.length >= 1 && a.tracks.length <= 10)).toBe(true);
    expect(count(albums, (a) => a.tracks.length <= 2)).toBeGreaterThanOrEqual(2);
    expect(count(albums, (a) => a.tracks.length >= 4)).toBeGreaterThanOrEqual(albums.length - 4);
  });
});

describe('demo tracks', () => {
  it('has at least 160 tracks numbered 1..n within each album', () => {
    expect(tracks.length).toBeGreaterThanOrEqual(160);
    for (const album of albums)
      expect(album.tracks.map((t) => t.trackNumber)).toEqual(album.tracks.map((_, i) => i + 1));
  });

  it('has unique file keys and unique deterministic 32-bit seeds', () => {
    expect(new Set(tracks.map((t) => t.key)).size).toBe(tracks.length);
    expect(new Set(tracks.map((t) => t.seed)).size).toBe(tracks.length);
    expect(tracks.every((t) => Number.isInteger(t.seed) && t.seed >= 0 && t.seed < 2 ** 32)).toBe(
      true,
    );
    expect(tracks.every((t) => SLUG.test(t.key))).toBe(true);
  });

  it('lasts 60–240 s each, about 95 s on average, a handful of 3 min or longer', () => {
    // The continuous album's pieces are shorter (checked below).
    const songs = albums.filter((a) => a.continuous !== true).flatMap((a) => a.tracks);
    expect(songs.every((t) => t.durationS >= 60 && t.durationS <= 240)).toBe(true);
    const mean = songs.reduce((sum, t) => sum + t.durationS, 0) / songs.length;
    expect(mean).toBeGreaterThan(88);
    expect(mean).toBeLessThan(102);
    const long = count(songs, (t) => t.durationS >= 180);
    expect(long).toBeGreaterThanOrEqual(4);
    expect(long).toBeLessThanOrEqual(10);
  });

  it('marks at least 5 tracks explicit and previews about half', () => {
    expect(count(tracks, (t) => t.explicit)).toBeGreaterThanOrEqual(5);
    const previewShare = count(tracks, (t) => t.withPreview) / tracks.length;
    expect(previewShare).toBeGreaterThan(0.4);
    expect(previewShare).toBeLessThan(0.6);
  });

  it('renders each track in its album’s lead genre', () => {
    for (const album of albums)
      expect(album.tracks.every((t) => t.genre === album.genres[0])).toBe(true);
  });
});

describe('the continuous album (issue 26)', () => {
  const continuous = albums.filter((a) => a.continuous === true);

  it('is one album of 4–5 pieces of 30–60 s by a demo artist, free to play in full', () => {
    expect(continuous.map((a) => a.slug)).toEqual(['unbroken-weather']);
    const [album] = continuous;
    expect(album?.tracks.length).toBeGreaterThanOrEqual(4);
    expect(album?.tracks.length).toBeLessThanOrEqual(5);
    expect(album?.tracks.every((t) => t.durationS >= 30 && t.durationS <= 60)).toBe(true);
    expect(album?.accessType).toBe('free');
    expect(DEMO_ARTISTS.find((a) => a.albums.includes(album as never))?.slug).toBe('hollow-pines');
  });

  it('has pieces no whole number of AAC frames long, so every boundary needs trimming', () => {
    for (const track of continuous.flatMap((a) => a.tracks))
      expect(Math.round(track.durationS * 32_000) % 1024).not.toBe(0);
  });
});

describe('demo lyrics', () => {
  const keys = new Map(
    albums.flatMap((album) => album.tracks.map((t) => [lyricsKey(album.slug, t.title), t])),
  );

  it('keys every lyric to exactly one track (no typos, no orphans)', () => {
    expect(keys.size).toBe(tracks.length);
    for (const key of [...Object.keys(SYNCED_LYRICS), ...Object.keys(PLAIN_LYRICS)])
      expect(keys.has(key)).toBe(true);
    expect(Object.keys(SYNCED_LYRICS).filter((key) => key in PLAIN_LYRICS)).toEqual([]);
  });

  it('has synced lyrics on at least 22 tracks and plain-only lyrics on at least 12 more', () => {
    expect(count(tracks, (t) => t.lyricsSynced !== null)).toBeGreaterThanOrEqual(22);
    expect(
      count(tracks, (t) => t.lyricsSynced === null && t.lyricsPlain !== null),
    ).toBeGreaterThanOrEqual(12);
  });

  it('times every synced line in order, inside the track and spread across it', () => {
    for (const track of tracks) {
      if (track.lyricsSynced === null) continue;
      const lines = parseLrc(track.lyricsSynced);
      expect(lines.length).toBeGreaterThanOrEqual(8);
      const times = lines.map((l) => l.timeS);
      expect(times.every((t, i) => i === 0 || t > (times[i - 1] ?? 0))).toBe(true);
      expect(times[0]).toBeGreaterThan(0);
      expect(times.at(-1)).toBeLessThan(track.durationS);
      expect(times.at(-1)).toBeGreaterThan(track.durationS * 0.6);
      expect(lines.every((l) => l.text.trim().length > 0)).toBe(true);
    }
  });

  it('has at least 8 lines in every plain lyric', () => {
    for (const track of tracks) {
      if (track.lyricsPlain === null) continue;
      expect(
        track.lyricsPlain.split('\n').filter((l) => l.trim() !== '').length,
      ).toBeGreaterThanOrEqual(8);
    }
  });
});

describe('demo accounts and invite codes', () => {
  it('has an admin, an artist linked to a demo artist, and a listener', () => {
    expect(DEMO_ACCOUNTS.map((a) => a.role).sort()).toEqual(['admin', 'artist', 'listener']);
    const artistAccount = DEMO_ACCOUNTS.find((a) => a.role === 'artist');
    expect(DEMO_ARTISTS.map((a) => a.slug)).toContain(artistAccount?.artistSlug);
    expect(DEMO_ACCOUNTS.every((a) => a.email === a.email.trim().toLowerCase())).toBe(true);
  });

  it('has at least 3 distinct invite codes with sensible limits', () => {
    expect(DEMO_INVITE_CODES.length).toBeGreaterThanOrEqual(3);
    expect(new Set(DEMO_INVITE_CODES.map((c) => c.code)).size).toBe(DEMO_INVITE_CODES.length);
    expect(DEMO_INVITE_CODES.every((c) => c.maxUses > 0)).toBe(true);
    const expiring = DEMO_INVITE_CODES.filter((c) => c.expiresAt !== null);
    expect(expiring.every((c) => !Number.isNaN(Date.parse(c.expiresAt ?? '')))).toBe(true);
  });
});
