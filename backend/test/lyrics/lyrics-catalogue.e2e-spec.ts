import { withDb } from '../support/db.js';
import { expectEnvelope } from '../support/http.js';
import { ensureDemoSeeded } from '../support/run-cli.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { getLyrics, type LyricsParams } from './lyrics-calls.js';
import { insertCatalogue, runTag } from './lyrics-fixtures.js';

const TAG = runTag();
const ARTIST = `Mëlanie O'Dowd ${TAG}`;
const FIRST = `First Light ${TAG}`;
const SECOND = `Second Light ${TAG}`;
const LIVE = `Live at the Øresund ${TAG}`;
const SYNCED_ONE = '[00:12.00] Down where the rivers meet the roads\n[00:18.50] I left my name';
const SYNCED_TWO = '[00:10.00] Second light, second try';

let t: TestApp;
let removeFixtures: () => Promise<void>;
beforeAll(async () => {
  await ensureDemoSeeded();
  removeFixtures = await insertCatalogue([
    {
      name: ARTIST,
      albums: [
        {
          title: FIRST,
          releaseDate: '2021-04-02',
          tracks: [
            { title: 'Rivers & Roads', durationS: 200, synced: SYNCED_ONE, plain: 'Down where…' },
            { title: 'Quiet Room', durationS: 150, plain: 'A quiet room\nwith the door shut' },
            { title: 'No Words', durationS: 120 },
            { title: 'Blank Words', durationS: 90, synced: ' \n ', plain: '' },
          ],
        },
        {
          title: SECOND,
          releaseDate: '2023-09-15',
          tracks: [{ title: 'Rivers & Roads', durationS: 201.5, synced: SYNCED_TWO }],
        },
        {
          title: LIVE,
          releaseDate: '2024-01-20',
          tracks: [{ title: 'Rivers & Roads', durationS: 260, plain: 'Live: down where…' }],
        },
      ],
    },
    {
      name: 'Кино',
      albums: [
        {
          title: 'Группа крови',
          releaseDate: '1988-01-01',
          tracks: [{ title: 'Группа крови', durationS: 285, plain: 'Теплое место' }],
        },
      ],
    },
  ]);
  t = await startTestApp();
}, 600_000);
afterAll(async () => {
  await t.close();
  await removeFixtures();
});

const lyrics = (params: LyricsParams) => getLyrics(t.baseUrl, params);
const rivers = (params: LyricsParams = {}) =>
  lyrics({ artist_name: ARTIST, track_name: 'Rivers & Roads', ...params });

describe('catalogue hits', () => {
  test("a demo track's synced and plain lyrics, in LRCLIB's shape, asked again by caches each time", async () => {
    // The lyrics the demo seed stored for the track (tools/demo-catalogue).
    const track = await withDb(async (db) => {
      const { rows } = await db.query<{ lyrics_plain: string; lyrics_synced: string }>(
        `SELECT t.lyrics_plain, t.lyrics_synced FROM tracks t JOIN artists a ON a.id = t.artist_id
          WHERE a.name = 'Neon Harbor' AND t.title = 'Harbour Lights'`,
      );
      return rows[0];
    });
    const reply = await lyrics({
      artist_name: 'Neon Harbor',
      track_name: 'Harbour Lights',
      album_name: 'Afterglow Boulevard',
      duration: 104,
    });
    expect(reply.status).toBe(200);
    // A release can be taken down: caches ask again each time (docs/adr/0044).
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    expect(reply.body).toEqual({
      id: expect.any(Number),
      trackName: 'Harbour Lights',
      artistName: 'Neon Harbor',
      albumName: 'Afterglow Boulevard',
      duration: 104,
      instrumental: false,
      plainLyrics: track?.lyrics_plain,
      syncedLyrics: track?.lyrics_synced,
    });
    expect(reply.body.syncedLyrics).toMatch(/^\[\d{2}:\d{2}\.\d{2}\] /);
    expect(Number.isSafeInteger(reply.body.id)).toBe(true);
    expect(
      (await lyrics({ artist_name: 'neon harbor', track_name: 'harbour lights' })).body.id,
    ).toBe(reply.body.id);
  });

  test('plain-only lyrics answer syncedLyrics null', async () => {
    const reply = await lyrics({ artist_name: ARTIST, track_name: 'Quiet Room' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      trackName: 'Quiet Room',
      albumName: FIRST,
      plainLyrics: 'A quiet room\nwith the door shut',
      syncedLyrics: null,
    });
  });

  test.each([
    ['lower case, no accent', `melanie o'dowd ${TAG}`, 'rivers & roads'],
    ['upper case, other punctuation', `MELANIE O DOWD ${TAG.toUpperCase()}`, 'RIVERS-&-ROADS!'],
    ['spaces and apostrophes dropped', ` Mélanie  O’Dowd ${TAG} `, 'Rivers &Roads'],
  ])('%s: %s / %s', async (_case, artist, track) => {
    const reply = await lyrics({ artist_name: artist, track_name: track });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ artistName: ARTIST, trackName: 'Rivers & Roads' });
  });

  test('names without Latin letters match as text, not as one empty key', async () => {
    const hit = await lyrics({ artist_name: 'кино', track_name: 'группа крови' });
    expect(hit.status).toBe(200);
    expect(hit.body.plainLyrics).toBe('Теплое место');
    const other = await lyrics({ artist_name: 'Кино', track_name: 'Звезда по имени Солнце' });
    expectEnvelope(other, 404, 'LYRICS.TRACK_NOT_FOUND');
  });
});

describe('several matches', () => {
  test('without album or duration: synced first, then the first release', async () => {
    expect((await rivers()).body).toMatchObject({ albumName: FIRST, syncedLyrics: SYNCED_ONE });
  });

  test.each([
    [SECOND, SECOND],
    [`second light ${TAG}`, SECOND],
    // The album wins over having synced lyrics.
    [`LIVE AT THE ORESUND ${TAG}`, LIVE],
    // No track on that album: the best of the others.
    ['Somewhere Else', FIRST],
  ])('album_name %s → %s', async (album, expected) => {
    expect((await rivers({ album_name: album })).body.albumName).toBe(expected);
  });

  test.each([
    [200, FIRST],
    [200.7, FIRST],
    [201.9, SECOND],
    [203, SECOND],
    [203.5, SECOND],
    [199.4, FIRST],
    [258.1, LIVE],
    [262, LIVE],
  ])('duration %s (±2 s) → %s', async (duration, expected) => {
    const reply = await rivers({ duration });
    expect(reply.status).toBe(200);
    expect(reply.body.albumName).toBe(expected);
  });

  test.each([197.9, 230, 262.1, 0])('duration %s matches none of them', async (duration) => {
    expectEnvelope(await rivers({ duration }), 404, 'LYRICS.TRACK_NOT_FOUND');
  });

  test('album and duration together: the album, within the tolerance', async () => {
    const reply = await rivers({ album_name: SECOND, duration: 200 });
    expect(reply.body).toMatchObject({ albumName: SECOND, duration: 201.5 });
  });
});

describe('misses', () => {
  test.each([
    ['an unknown track', { artist_name: ARTIST, track_name: 'Never Written' }],
    ['an unknown artist', { artist_name: `Nobody ${TAG}`, track_name: 'Rivers & Roads' }],
    ['a track without lyrics', { artist_name: ARTIST, track_name: 'No Words' }],
    ['a track with blank lyrics', { artist_name: ARTIST, track_name: 'Blank Words' }],
    ['a partial title', { artist_name: ARTIST, track_name: 'Rivers' }],
  ])('%s: 404 "Track not found", not cached', async (_case, params) => {
    const reply = await lyrics(params);
    expectEnvelope(reply, 404, 'LYRICS.TRACK_NOT_FOUND');
    expect(reply.body.message).toBe('Track not found');
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });
});

describe('bad requests', () => {
  test.each([
    [{}, 'artist_name and track_name are required', ['artist_name', 'track_name']],
    [{ artist_name: ARTIST }, 'track_name is required', ['track_name']],
    [{ track_name: 'Quiet Room', artist_name: '  ' }, 'artist_name is required', ['artist_name']],
    [
      { album_name: FIRST, duration: 150 },
      'artist_name and track_name are required',
      ['artist_name', 'track_name'],
    ],
  ])('%o: 400 "Missing artist or title" naming them', async (params, text, fields) => {
    const reply = await lyrics(params);
    expectEnvelope(reply, 400, 'LYRICS.MISSING_ARTIST_OR_TITLE');
    expect(reply.body.message).toBe(`Missing artist or title: ${text}.`);
    expect(reply.body.details?.map((detail) => detail.field)).toEqual(fields);
  });

  test.each([
    [{ duration: 'long' }, 'duration'],
    [{ duration: -3 }, 'duration'],
    [{ track_name: 'x'.repeat(301) }, 'track_name'],
  ])('%o: 400 naming the bad parameter', async (params, field) => {
    const reply = await lyrics({ artist_name: ARTIST, track_name: 'Quiet Room', ...params });
    expectEnvelope(reply, 400, 'PLATFORM.VALIDATION_FAILED');
    expect(reply.body.details?.map((detail) => detail.field)).toEqual([field]);
  });

  test('an empty duration is no duration', async () => {
    const reply = await lyrics({ artist_name: ARTIST, track_name: 'Quiet Room', duration: '' });
    expect(reply.status).toBe(200);
  });
});
