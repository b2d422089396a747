import { newAccount } from '../support/accounts.js';
import {
  type AlbumBody,
  type ArtistBody,
  publicGet,
  searchAll,
  type TrackBody,
} from '../support/catalogue.js';
import { ensureDemoSeeded } from '../support/run-cli.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
const tokens: Record<string, string | undefined> = {};
beforeAll(async () => {
  await ensureDemoSeeded();
  t = await startTestApp({ TRUST_PROXY: 'true' });
  tokens['a logged-in listener'] = (await newAccount(t.baseUrl)).token;
  // A token that does not verify counts as none: public calls still answer.
  tokens['a forged token'] = 'not.a.jwt';
}, 600_000);
afterAll(() => t.close());

/** Nobody owns a Soundcheck album until purchases exist; every other access type plays. */
const expectAccess = (tracks: readonly TrackBody[]): void => {
  expect(tracks.length).toBeGreaterThan(0);
  for (const track of tracks) {
    expect([track.access_type, track.access_granted]).toEqual([
      track.access_type,
      track.access_type !== 'soundcheck',
    ]);
  }
};

describe.each(['anonymous', 'a logged-in listener', 'a forged token'])(
  'access_granted, %s',
  (who) => {
    const token = () => tokens[who];

    test('album pages: false on a Soundcheck album, true on the others', async () => {
      const soundcheck = await publicGet<AlbumBody>(t.baseUrl, 'album/les-heures-lentes', token());
      expect(soundcheck.status).toBe(200);
      expect(soundcheck.body.access_type).toBe('soundcheck');
      expect(soundcheck.body.tracks?.every((track) => !track.access_granted)).toBe(true);
      for (const slug of ['verre-bleu', 'dancefloor-cartography', 'substation-ep']) {
        const album = await publicGet<AlbumBody>(t.baseUrl, `album/${slug}`, token());
        expect(album.body.tracks?.every((track) => track.access_granted)).toBe(true);
      }
    });

    test("an artist's track list mixes both, each track by its album", async () => {
      const artist = await publicGet<ArtistBody>(t.baseUrl, 'artist/slug/o-w-l', token());
      const list = await publicGet<{ tracks: TrackBody[] }>(
        t.baseUrl,
        `track?artist=${artist.body.id}`,
        token(),
      );
      expectAccess(list.body.tracks);
      const types = new Set(list.body.tracks.map((track) => track.access_type));
      expect([...types].sort()).toEqual(['free', 'soundcheck', 'standard']);
    });

    test('search results carry it too', async () => {
      const { tracks } = await searchAll(t.baseUrl, 'celine vasseur', token());
      expectAccess(tracks.body.tracks);
      expect(tracks.body.tracks.some((track) => track.access_type === 'soundcheck')).toBe(true);
    });
  },
);
