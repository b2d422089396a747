import { publicGet, searchAll, type TrackBody } from '../support/catalogue.js';
import { withDb } from '../support/db.js';
import { expectEnvelope } from '../support/http.js';
import { ensureDemoSeeded } from '../support/run-cli.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  await ensureDemoSeeded();
  t = await startTestApp();
}, 600_000);
afterAll(() => t.close());

type Kind = 'artist' | 'album' | 'track';
const LIST = { artist: 'artists', album: 'albums', track: 'tracks' } as const;

async function search(kind: Kind, q: string): Promise<Record<string, unknown>[]> {
  const reply = await publicGet<Record<string, Record<string, unknown>[]>>(
    t.baseUrl,
    `${kind}?q=${encodeURIComponent(q)}`,
  );
  expect(reply.status).toBe(200);
  return reply.body[LIST[kind]] ?? [];
}
const label = (row: Record<string, unknown> | undefined) => row?.name ?? row?.title;

describe('ranking: the expected first result', () => {
  test.each<[Kind, string, string, string]>([
    ['artist', 'Céline Vasseur', 'Céline Vasseur', 'exact'],
    ['artist', 'celine vasseur', 'Céline Vasseur', 'accents and case ignored'],
    ['artist', 'Celine Vaseur', 'Céline Vasseur', 'typo in a word'],
    ['artist', 'celinevaseur', 'Céline Vasseur', 'typo, words run together'],
    ['artist', 'cel', 'Céline Vasseur', 'type-ahead prefix'],
    ['artist', 'owl', 'O.W.L.', 'punctuation ignored'],
    ['artist', 'O.W.L.', 'O.W.L.', 'punctuation as written'],
    ['artist', 'salt static', 'Salt/Static', 'slash as a space'],
    ['artist', 'saltstatic', 'Salt/Static', 'slash as nothing'],
    ['artist', 'Nadia Sorensen', 'Nadia Sørensen', 'ø as o'],
    ['artist', 'nadia sorenson', 'Nadia Sørensen', 'typo'],
    ['artist', 'ghost orch', 'Ghost Orchard', 'multi-word type-ahead'],
    ['artist', 'orchard', 'Ghost Orchard', 'a later word'],
    ['artist', 'lagos lights', 'Ama Oduya & The Lagos Lights', 'words in the middle'],
    ['artist', 'lights lagos', 'Ama Oduya & The Lagos Lights', 'words in any order'],
    ['artist', 'neo harb', 'Neon Harbor', 'every word unfinished'],
    ['album', 'verre bleu', 'Verre Bleu', 'exact title'],
    ['album', 'lighthouse keepers', 'The Lighthouse Keeper’s Ledger', 'apostrophe ignored'],
    ['album', 'night owl', 'Night Owl Notes', 'title prefix'],
    ['album', 'dancefloor cartogrpahy', 'Dancefloor Cartography', 'letters swapped'],
    ['album', 'neon harbor', 'Afterglow Boulevard', "an artist's name finds their albums"],
    ['track', 'bruised apples', 'Bruised Apples', 'exact title'],
    ['track', 'cidr house', 'The Cider House Is Empty', 'typo in a track title'],
    ['track', 'Swimming Rhone', 'Swimming in the Rhône', 'words apart, accent folded'],
    ['track', 'septembre', 'Septembre', 'exact before longer titles'],
    ['track', 'verre bleu acoustic', 'Verre Bleu (Acoustic)', 'brackets ignored'],
    ['track', 'windfall', 'Windfall', 'own title beats the album title'],
  ])('%s %j → %j (%s)', async (kind, q, expected) => {
    expect(label((await search(kind, q))[0])).toBe(expected);
  });

  test('exact beats prefix beats words: "septembre" lists Septembre before its acoustic take', async () => {
    const titles = (await search('track', 'septembre')).map(label);
    expect(titles.slice(0, 2)).toEqual(['Septembre', 'Septembre (Acoustic)']);
  });

  test("an artist's name finds their tracks, and an album title its tracks", async () => {
    const ghost = await search('track', 'ghost orchard');
    expect(ghost).toHaveLength(5);
    expect(ghost.every((track) => track.artist_name === 'Ghost Orchard')).toBe(true);
    // The track titled "Windfall" first (own title), then the album Windfall's other tracks.
    const windfall = (await search('track', 'windfall')).map(label);
    expect(windfall).toEqual([
      'Windfall',
      'Bruised Apples',
      'First Frost',
      'Ladder Against the Wall',
      'The Cider House Is Empty',
    ]);
  });

  test('a genre name finds artists of that genre after any name matches', async () => {
    const artists = (await search('artist', 'dream pop')).map(label);
    expect(artists).toContain('Céline Vasseur');
  });

  test('/public/search?type=album answers the album search', async () => {
    const reply = await publicGet<{ albums: unknown[] }>(t.baseUrl, 'search?q=verre&type=album');
    expect(reply.status).toBe(200);
    expect(reply.body.albums).toEqual(await search('album', 'verre'));
  });
});

describe('type-ahead shows names before repeats of one', () => {
  // Three tracks share one title and two others complete the same prefix; key order alone
  // would list the three repeats first.
  const TITLES = [
    'Quillwort Anchor',
    'Quillwort Anchor',
    'Quillwort Anchor',
    'Quillwort Bay',
    'Quillwort Cove',
  ];
  beforeAll(async () => {
    await withDb(async (db) => {
      const artist = await db.query<{ id: string }>(
        "insert into artists (name) values ('Quillwort Test Artist') returning id",
      );
      const artistId = artist.rows[0]?.id ?? '';
      const album = await db.query<{ id: string }>(
        "insert into albums (title, artist_id) values ('Marsh Songs', $1) returning id",
        [artistId],
      );
      for (const [index, title] of TITLES.entries()) {
        await db.query(
          `insert into tracks (title, track_number, duration_s, file_path, album_id, artist_id)
           values ($1, $2, 180, $3, $4, $5)`,
          [title, index + 1, `quillwort/${index}.mp3`, album.rows[0]?.id, artistId],
        );
      }
    });
  });

  test('"quillw": each name once first, then the repeats', async () => {
    const titles = (await search('track', 'quillw')).map(label);
    expect(titles.slice(0, 3)).toEqual(['Quillwort Anchor', 'Quillwort Bay', 'Quillwort Cove']);
    expect(titles.slice(3, 5)).toEqual(['Quillwort Anchor', 'Quillwort Anchor']);
  });

  test('the whole name typed lists every track of that name first', async () => {
    const titles = (await search('track', 'quillwort anchor')).map(label);
    expect(titles.slice(0, 3)).toEqual([
      'Quillwort Anchor',
      'Quillwort Anchor',
      'Quillwort Anchor',
    ]);
  });
});

/**
 * How a listener remembers a name (issue 15): an artist with a title in one box, either order;
 * an album with its artist; punctuation and spacing their own way; two letters swapped.
 */
describe('what a listener remembers: the item is in the top results', () => {
  const TOP = 5;
  const artistOf = (row: Record<string, unknown>) => row.artist_name;

  test.each<[Kind, string, string, string, string]>([
    ['track', 'rift engine redline', 'Redline', 'Rift Engine', 'artist + title'],
    ['track', 'redline rift engine', 'Redline', 'Rift Engine', 'title + artist'],
    ['track', 'slipstream rift engine', 'Slipstream', 'Rift Engine', 'title + artist'],
    ['track', 'rift engine slip', 'Slipstream', 'Rift Engine', 'artist + the start of a title'],
    ['track', 'ghost orchard first frost', 'First Frost', 'Ghost Orchard', 'artist + title'],
    ['track', 'septembre celine vasseur', 'Septembre', 'Céline Vasseur', 'accents too'],
    ['track', 'chrome hearts neon harbr', 'Chrome Hearts', 'Neon Harbor', 'a typo as well'],
    ['track', 'owl overdue', 'Overdue', 'O.W.L.', 'an acronym artist + title'],
    [
      'track',
      'saltstatic transformer',
      'Transformer',
      'Salt/Static',
      'AC/DC-style name run together',
    ],
    ['track', 'salt static live wire', 'Live Wire', 'Salt/Static', 'slash as a space'],
    [
      'track',
      'slipstraem rift engine',
      'Slipstream',
      'Rift Engine',
      'letters swapped in the title',
    ],
    ['track', 'rift enigne redline', 'Redline', 'Rift Engine', 'letters swapped in the artist'],
    ['track', 'honey in the enigne', 'Honey in the Engine', 'Marisol Dune', 'letters swapped'],
    ['track', 'tachomteer', 'Tachometer', 'Rift Engine', 'letters swapped, one word'],
    ['track', 'goslow', 'Go-Slow', 'Ama Oduya & The Lagos Lights', 'hyphen left out'],
    ['track', 'go slow', 'Go-Slow', 'Ama Oduya & The Lagos Lights', 'hyphen as a space'],
    ['track', 'wood smoke', 'Woodsmoke', 'Hollow Pines', 'one word written as two'],
    [
      'track',
      'rain on the sky light',
      'Rain on the Skylight',
      'O.W.L.',
      'two words, in a longer title',
    ],
    ['track', 'desklamp', 'Desk Lamp', 'O.W.L.', 'two words written as one'],
    [
      'track',
      'redline dubplates rift engine',
      'Redline',
      'Rift Engine',
      "album + artist: the album's tracks",
    ],
    [
      'album',
      'redline dubplates rift engine',
      'Redline Dubplates',
      'Rift Engine',
      'album + artist',
    ],
    [
      'album',
      'rift engine redline dubplates',
      'Redline Dubplates',
      'Rift Engine',
      'artist + album',
    ],
    ['album', 'verre bleu celine vasseur', 'Verre Bleu', 'Céline Vasseur', 'album + artist'],
    [
      'album',
      'celine vaseur les heures',
      'Les Heures Lentes',
      'Céline Vasseur',
      'typo, unfinished title',
    ],
    [
      'album',
      'rift engine redline',
      'Redline Dubplates',
      'Rift Engine',
      'artist + a word of the album',
    ],
    [
      'album',
      'substation ep saltstatic',
      'Substation EP',
      'Salt/Static',
      'album + artist run together',
    ],
    ['artist', 'nadia sorensne', 'Nadia Sørensen', '', 'letters swapped'],
    ['artist', 'quiet catrographers', 'Quiet Cartographers', '', 'letters swapped'],
    ['artist', 'saltstatic', 'Salt/Static', '', 'slash left out'],
    ['artist', 'lofi', 'O.W.L.', '', '"lofi" finds the lo-fi hip hop genre'],
    ['artist', 'lo fi', 'O.W.L.', '', 'and so does "lo fi"'],
    ['artist', 'hiphop', 'O.W.L.', '', 'and "hiphop"'],
    ['artist', 'kidlanterne', 'Kid Lanterne', '', 'a space left out'],
  ])('%s %j → %j by %j (%s)', async (kind, q, expected, artist) => {
    const top = (await search(kind, q)).slice(0, TOP);
    expect(top.map(label)).toContain(expected);
    if (artist) expect(artistOf(top.find((row) => label(row) === expected) ?? {})).toBe(artist);
  });

  test.each<[string, string]>([
    ['rift engine redline', 'Redline'],
    ['redline rift engine', 'Redline'],
    ['slipstream rift engine', 'Slipstream'],
    ['slipstraem rift engine', 'Slipstream'],
    ['owl overdue', 'Overdue'],
  ])('the track a query names in full comes first: %j → %j', async (q, expected) => {
    expect(label((await search('track', q))[0])).toBe(expected);
  });

  test("an album named with its artist comes first, before the artist's other albums", async () => {
    const albums = (await search('album', 'redline dubplates rift engine')).map(label);
    expect(albums[0]).toBe('Redline Dubplates');
  });
});

describe('result shapes', () => {
  test('artists carry id, slug, name, image and genre names only', async () => {
    const [ghost] = await search('artist', 'ghost orchard');
    expect(ghost).toEqual({
      id: expect.any(String),
      slug: 'ghost-orchard',
      name: 'Ghost Orchard',
      image_url: expect.stringMatching(/^\/media\/images\//),
      genres: ['ambient', 'indie folk'],
    });
  });

  test('albums and tracks carry the catalogue shapes', async () => {
    const { albums, tracks } = await searchAll(t.baseUrl, 'windfall');
    expect(Object.keys(albums.body.albums[0] ?? {}).sort()).toEqual(
      [
        'id',
        'slug',
        'title',
        'artwork_url',
        'release_date',
        'access_type',
        'description',
        'artist',
        'artist_id',
        'artist_slug',
        'artist_name',
      ].sort(),
    );
    const track = tracks.body.tracks[0] as TrackBody;
    expect(track).toEqual({
      id: expect.any(String),
      title: 'Windfall',
      artistName: 'Ghost Orchard',
      artist_name: 'Ghost Orchard',
      duration: expect.any(Number),
      track_number: 1,
      file_path: expect.stringMatching(/^audio\/.+\.mp3$/),
      preview_url: expect.stringMatching(/^previews\/.+\.mp3$/),
      album_id: albums.body.albums[0]?.id,
      album_slug: 'windfall',
      album_title: 'Windfall',
      artist_id: expect.any(String),
      artist_slug: 'ghost-orchard',
      artwork_url: expect.stringMatching(/^\/media\/images\//),
      explicit: false,
      lyrics: expect.anything(),
      access_type: 'standard',
      access_granted: true,
      // The player's facts (docs/adr/0048): every demo track has them.
      gapless: {
        file_path: expect.stringMatching(/^audio\/.+\.m4a$/),
        sample_rate: 32_000,
        priming_samples: 1024,
        padding_samples: expect.any(Number),
        samples: expect.any(Number),
      },
      loudness: { track_gain_db: expect.any(Number), album_gain_db: expect.any(Number) },
      peaks_url: expect.stringMatching(/^\/api\/media\/peaks\/audio\/.+\.peaks\.json$/),
    });
  });
});

describe('odd queries', () => {
  test.each(['', ' ', 'a', ' b ', '%'])(
    '%j (under 2 characters) answers empty lists',
    async (q) => {
      const { artists, albums, tracks } = await searchAll(t.baseUrl, q);
      expect([artists.status, albums.status, tracks.status]).toEqual([200, 200, 200]);
      expect([artists.body.artists, albums.body.albums, tracks.body.tracks]).toEqual([[], [], []]);
    },
  );

  test.each([
    '%%',
    '__',
    "''",
    '\\\\',
    ':*',
    'a:*',
    '&|!',
    '!(a|b)',
    'a <-> b',
    "' OR 1=1 --",
    '😀😀',
    'Кино',
    '<script>',
    'x'.repeat(200),
    'ab '.repeat(60),
  ])('%j never fails', async (q) => {
    const replies = Object.values(await searchAll(t.baseUrl, q));
    for (const reply of replies) expect(reply.status).toBe(200);
  });

  test('text PostgreSQL cannot store (a NUL) is a 400 naming q, never a 500', async () => {
    for (const reply of Object.values(await searchAll(t.baseUrl, '\u0000x'))) {
      expectEnvelope(reply, 400, 'PLATFORM.VALIDATION_FAILED');
      expect(reply.body.details?.[0]?.field).toBe('q');
    }
  });

  test('over 200 characters is a 400 with a clear message, never a 500', async () => {
    const { artists, tracks } = await searchAll(t.baseUrl, 'x'.repeat(500));
    expectEnvelope(artists, 400, 'PLATFORM.VALIDATION_FAILED');
    expect(artists.body.message).toBe('The search text q must be at most 200 characters.');
    expectEnvelope(tracks, 400);
  });

  test('bad parameters are a 400: missing q, limits, type, unknown ones', async () => {
    const cases: [string, string][] = [
      ['artist', 'The search text q is required.'],
      ['artist?q=ab&limit=0', 'Limit must be a whole number from 1 to 50.'],
      ['album?q=ab&limit=51', 'Limit must be a whole number from 1 to 50.'],
      ['track?q=ab&limit=51', 'A search returns at most 50 results: limit must be 1 to 50.'],
      ['search?q=ab', 'Type must be "album": only album search is available for now.'],
      ['search?q=ab&type=track', 'Type must be "album": only album search is available for now.'],
      ['artist?q=ab&sort=name', 'The field "sort" is not part of this request.'],
    ];
    for (const [path, message] of cases) {
      const reply = await publicGet(t.baseUrl, path);
      expectEnvelope(reply, 400);
      expect([path, reply.body.message]).toEqual([path, message]);
    }
  });

  test('limit bounds the answer', async () => {
    const reply = await publicGet<{ tracks: unknown[] }>(t.baseUrl, 'track?q=th&limit=3');
    expect(reply.body.tracks).toHaveLength(3);
  });
});
