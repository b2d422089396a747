import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { jest } from '@jest/globals';

import { PAGE_HEAD_TTL_MS } from '../../src/platform/spa/spa-pages.js';
import {
  type AlbumBody,
  type ArtistBody,
  publicGet,
  searchAll,
  type TrackBody,
} from '../support/catalogue.js';
import { withDb } from '../support/db.js';
import { call } from '../support/http.js';
import { ensureDemoSeeded } from '../support/run-cli.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { runTag } from '../lyrics/lyrics-fixtures.js';
import {
  insertArtist,
  type Release,
  type ReleaseArtist,
  removeArtist,
  setListed,
  writeRelease,
} from './visibility-fixtures.js';

// Only listed releases are public (issue 24, docs/adr/0044): everything a visitor can reach —
// the artist's page, the album page, search, discover, genres, lyrics and the pages' heads —
// shows a release from the moment it is listed and not from the moment it is hidden again.

const INDEX = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Encore</title></head>
  <body><div id="root"></div></body>
</html>`;

const tag = runTag();
let t: TestApp;
let artist: ReleaseArtist;
/** Soundcheck, two tracks; and a standard single (the home shelf plays only non-Soundcheck). */
let album: Release;
let single: Release;

beforeAll(async () => {
  await ensureDemoSeeded();
  const spa = mkdtempSync(join(tmpdir(), 'encore-visibility-'));
  writeFileSync(join(spa, 'index.html'), INDEX);
  t = await startTestApp({ SPA_DIR: spa, PUBLIC_URL: 'https://encore.example' });
  artist = await insertArtist(tag);
  album = await writeRelease(t.app, artist, {
    title: `Vellichor ${tag}`,
    slug: `vellichor-${tag}`,
    accessType: 'soundcheck',
    trackTitles: [`Quietwater ${tag}`, `Saltlamp ${tag}`],
  });
  single = await writeRelease(t.app, artist, {
    title: `Emberline ${tag}`,
    slug: `emberline-${tag}`,
    accessType: 'standard',
    trackTitles: [`Emberline ${tag}`],
  });
}, 600_000);

afterAll(async () => {
  await t.close();
  await removeArtist(artist, [album, single]);
});

interface DiscoverBody {
  new_releases: AlbumBody[];
  featured_artists: ArtistBody[];
  soundcheck_albums: AlbumBody[];
  genres: { name: string }[];
  fresh_tracks: TrackBody[];
}

const releaseIds = () => [album.albumId, single.albumId];
const trackIds = () => [...album.tracks, ...single.tracks].map((track) => track.id);

/** Everything a visitor could see of the two releases, read through the public API. */
async function whatVisitorsSee() {
  const [byId, bySlug, artistPage, artistTracks, albumTracks, search, genrePage, discover, genres] =
    await Promise.all([
      publicGet<AlbumBody>(t.baseUrl, `album/${album.albumId}`),
      publicGet<AlbumBody>(t.baseUrl, `album/${album.slug.toUpperCase()}`),
      publicGet<ArtistBody>(t.baseUrl, `artist/slug/${artist.slug}`),
      publicGet<{ tracks: TrackBody[] }>(t.baseUrl, `track?artist=${artist.id}`),
      publicGet<{ tracks: TrackBody[] }>(t.baseUrl, `track?album=${album.albumId}`),
      searchAll(t.baseUrl, tag),
      publicGet<{ albums: AlbumBody[] }>(t.baseUrl, `album?q=${encodeURIComponent(artist.genre)}`),
      publicGet<DiscoverBody>(t.baseUrl, 'discover'),
      publicGet<{ name: string }[]>(t.baseUrl, 'genres'),
    ]);
  const lyrics = await call(
    t.baseUrl,
    'GET',
    `/api/lyrics/api/get?artist_name=${encodeURIComponent(artist.name)}&track_name=${encodeURIComponent(album.tracks[0]?.title ?? '')}`,
  );
  const ids = (items: { id: string }[]) => items.map((item) => item.id);
  // Only this run's rows: search may also find others' (corrections, spacing variants).
  const mine = (items: { id: string }[], wanted: string[]) =>
    ids(items)
      .filter((id) => wanted.includes(id))
      .sort();
  return {
    albumPage: [byId.status, bySlug.status],
    artistAlbums: (artistPage.body.albums ?? []).map((a) => [a.id, a.track_count]),
    artistTracks: ids(artistTracks.body.tracks).sort(),
    albumTracks: albumTracks.status === 200 ? ids(albumTracks.body.tracks) : albumTracks.status,
    searchedArtists: mine(search.artists.body.artists, [artist.id]),
    searchedAlbums: mine(search.albums.body.albums, releaseIds()),
    searchedTracks: mine(search.tracks.body.tracks, trackIds()),
    genrePage: mine(genrePage.body.albums, releaseIds()),
    newReleases: mine(discover.body.new_releases, releaseIds()),
    soundcheckShelf: mine(discover.body.soundcheck_albums, releaseIds()),
    freshTracks: mine(discover.body.fresh_tracks, trackIds()),
    featured: ids(discover.body.featured_artists).includes(artist.id),
    genreListed: [
      genres.body.some((genre) => genre.name === artist.genre),
      discover.body.genres.some((genre) => genre.name === artist.genre),
    ],
    lyrics: [lyrics.status, lyrics.headers.get('cache-control')],
  };
}

/** What a hidden release leaves to see: its artist's profile, and nothing of the release. */
const NOTHING = () => ({
  albumPage: [404, 404],
  artistAlbums: [],
  artistTracks: [],
  albumTracks: 404,
  searchedArtists: [artist.id],
  searchedAlbums: [],
  searchedTracks: [],
  genrePage: [],
  newReleases: [],
  soundcheckShelf: [],
  freshTracks: [],
  featured: false,
  genreListed: [false, false],
  lyrics: [404, 'no-store'],
});

test('a release nobody published is nowhere; listed, it is everywhere at once; hidden, gone again', async () => {
  expect(await whatVisitorsSee()).toEqual(NOTHING());

  await setListed(t.app, album, true);
  await setListed(t.app, single, true);
  expect(await whatVisitorsSee()).toEqual({
    albumPage: [200, 200],
    // Newest first: both were released the same day, then by title.
    artistAlbums: [
      [single.albumId, 1],
      [album.albumId, 2],
    ],
    artistTracks: trackIds().sort(),
    albumTracks: album.tracks.map((track) => track.id),
    // The artist's profile is public either way; its releases are found by their titles, by
    // the artist's name and by their genre.
    searchedArtists: [artist.id],
    searchedAlbums: releaseIds().sort(),
    searchedTracks: trackIds().sort(),
    genrePage: releaseIds().sort(),
    // Released 2099-12-31: the newest albums in the catalogue.
    newReleases: releaseIds().sort(),
    soundcheckShelf: [album.albumId],
    freshTracks: single.tracks.map((track) => track.id),
    featured: true,
    genreListed: [true, true],
    lyrics: [200, 'no-cache'],
  });

  await setListed(t.app, album, false);
  await setListed(t.app, single, false);
  expect(await whatVisitorsSee()).toEqual(NOTHING());
});

test('a listed album shows only its listed tracks, on its page, its artist’s and in search', async () => {
  const [first, second] = album.tracks;
  await withDb(async (db) => {
    await db.query('UPDATE albums SET listed = true WHERE id = $1', [album.albumId]);
    await db.query('UPDATE tracks SET listed = (id = $1) WHERE album_id = $2', [
      first?.id,
      album.albumId,
    ]);
  });
  try {
    const page = await publicGet<AlbumBody>(t.baseUrl, `album/${album.albumId}`);
    expect(page.body.tracks?.map((track) => track.id)).toEqual([first?.id]);
    const artistPage = await publicGet<ArtistBody>(t.baseUrl, `artist/${artist.id}`);
    expect(artistPage.body.albums).toEqual([
      expect.objectContaining({ id: album.albumId, track_count: 1 }),
    ]);
    const search = await searchAll(t.baseUrl, tag);
    const found = search.tracks.body.tracks.map((track) => track.id);
    expect(found).toContain(first?.id);
    expect(found).not.toContain(second?.id);
  } finally {
    await setListed(t.app, album, false);
  }
});

describe('page heads (share links)', () => {
  const albumHead = async (path: string) => {
    const html = await (await fetch(`${t.baseUrl}${path}`)).text();
    return /<title>([^<]*)<\/title>/.exec(html)?.[1];
  };

  test('a hidden album has no head; listed, it has; hidden again, none once the short cache time is up', async () => {
    const path = `/album/${album.slug}`;
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    try {
      expect(await albumHead(path)).toBe('Encore');
      await setListed(t.app, album, true);
      clock.mockReturnValue(now + PAGE_HEAD_TTL_MS + 1);
      expect(await albumHead(path)).toBe(`Vellichor ${tag} by Marrowfield ${tag} · Encore`);
      expect(await albumHead(`/artist/${artist.slug}/album/${album.albumId}`)).toBe(
        `Vellichor ${tag} by Marrowfield ${tag} · Encore`,
      );
      await setListed(t.app, album, false);
      clock.mockReturnValue(now + 2 * (PAGE_HEAD_TTL_MS + 1));
      expect(await albumHead(path)).toBe('Encore');
    } finally {
      jest.restoreAllMocks();
      await setListed(t.app, album, false);
    }
  });
});
