import type { FileTags } from '../domain/track-master.js';
import {
  type ImportRules,
  type KnownMaster,
  planImport,
  releaseTypeFor,
  type ScannedFile,
  titleAndNumberOfFileName,
} from './import-plan.js';

const RULES: ImportRules = { artist: undefined, maxBytes: 2048 * 1024 * 1024, maxTracks: 100 };
const NOTHING_KNOWN = new Map<string, KnownMaster>();

let content = 0;
const audio = (path: string, tags: FileTags = {}, bytes = 1000): ScannedFile => ({
  kind: 'audio',
  path,
  bytes,
  sha256: `sha-${++content}`,
  tags,
});
const other = (path: string, reason = 'This file is not audio.', untakenAudio = false) =>
  ({ kind: 'other', path, bytes: 10, reason, untakenAudio }) as const;
const image = (path: string) => ({ kind: 'image', path, bytes: 10 }) as const;

describe('planImport', () => {
  test('groups Artist/Album/track folders into releases, numbered from the file names', () => {
    const plan = planImport(
      [
        audio('Ada/Night Drive/02 - Tunnel.flac'),
        audio('Ada/Night Drive/01 - Headlights.flac'),
        audio('Ada/Night Drive/10 - Dawn.flac'),
        audio('Bo/Lanterns/1 Lantern.mp3'),
      ],
      NOTHING_KNOWN,
      RULES,
    );
    expect(plan.releases.map((release) => [release.artist, release.title])).toEqual([
      ['Ada', 'Night Drive'],
      ['Bo', 'Lanterns'],
    ]);
    expect(plan.releases[0]?.tracks.map((track) => [track.position, track.title])).toEqual([
      [1, 'Headlights'],
      [2, 'Tunnel'],
      [3, 'Dawn'],
    ]);
    expect(plan.failed).toEqual([]);
  });

  test('tags win over folders: album artist, then artist; album; title; disc and track', () => {
    const plan = planImport(
      [
        audio('rips/a.flac', {
          albumArtist: 'Mira Vale',
          artists: ['Guest'],
          album: 'Low Tide',
          title: 'Two',
          trackNumber: 2,
        }),
        audio('rips/b.flac', {
          artists: ['Mira Vale'],
          album: 'low tide',
          title: 'One',
          trackNumber: 1,
        }),
        audio('rips/c.flac', {
          artists: ['MIRA VALE'],
          album: 'Low Tide',
          title: 'Disc two',
          discNumber: 2,
          trackNumber: 1,
        }),
      ],
      NOTHING_KNOWN,
      RULES,
    );
    expect(plan.releases).toHaveLength(1);
    const [release] = plan.releases;
    // The first spelling met names the artist and the album.
    expect(release?.artist).toBe('Mira Vale');
    expect(release?.title).toBe('Low Tide');
    expect(release?.tracks.map((track) => track.title)).toEqual(['One', 'Two', 'Disc two']);
  });

  test('--artist overrides tags and folders; disc folders belong to the album above', () => {
    const plan = planImport(
      [
        audio('Whoever/Double/CD2/01 b.wav'),
        audio('Whoever/Double/CD1/01 a.wav', { artists: ['Tagged'] }),
      ],
      NOTHING_KNOWN,
      { ...RULES, artist: 'Override' },
    );
    expect(plan.releases.map((release) => [release.artist, release.title])).toEqual([
      ['Override', 'Double'],
    ]);
    expect(plan.releases[0]?.tracks.map((track) => track.title)).toEqual(['a', 'b']);
  });

  test('a file with no album (tag or folder) is a single of its own title', () => {
    const plan = planImport([audio('Loose Song.mp3', { artists: ['Ada'] })], NOTHING_KNOWN, RULES);
    expect(plan.releases.map((release) => [release.title, release.releaseType])).toEqual([
      ['Loose Song', 'single'],
    ]);
  });

  test('a file with no artist anywhere fails with what to do', () => {
    const plan = planImport([audio('Album/01 x.wav')], NOTHING_KNOWN, RULES);
    expect(plan.releases).toEqual([]);
    expect(plan.failed).toEqual([
      { path: 'Album/01 x.wav', reason: expect.stringContaining('--artist') as string },
    ]);
  });

  test('content already in Encore is skipped; a failed one is reported with its reason', () => {
    const ready = audio('A/B/01 ready.wav');
    const failed = audio('A/B/02 failed.wav');
    const known = new Map<string, KnownMaster>([
      [ready.kind === 'audio' ? ready.sha256 : '', { state: 'ready', failureReason: null }],
      [
        failed.kind === 'audio' ? failed.sha256 : '',
        { state: 'failed', failureReason: 'This file is damaged.' },
      ],
    ]);
    const plan = planImport([ready, failed, audio('A/B/03 new.wav')], known, RULES);
    expect(plan.skipped).toEqual([{ path: 'A/B/01 ready.wav', reason: 'Already in Encore.' }]);
    expect(plan.failed).toEqual([
      {
        path: 'A/B/02 failed.wav',
        reason: expect.stringContaining('This file is damaged.') as string,
      },
    ]);
    // Positions count every file, so they stay the same from one run to the next.
    expect(plan.releases[0]?.tracks.map((track) => [track.position, track.title])).toEqual([
      [3, 'new'],
    ]);
    expect(plan.releases[0]?.files).toHaveLength(3);
  });

  test('the same content twice in the folder is imported once', () => {
    const first = audio('A/B/01 one.wav');
    const copy = { ...first, path: 'A/B/Copy of 01 one.wav' };
    const plan = planImport([copy, first], NOTHING_KNOWN, RULES);
    expect(plan.releases[0]?.tracks.map((track) => track.path)).toEqual(['A/B/01 one.wav']);
    expect(plan.skipped).toEqual([
      { path: 'A/B/Copy of 01 one.wav', reason: 'The same audio as A/B/01 one.wav.' },
    ]);
  });

  test('non-audio is ignored, unless its name or bytes say it was meant as music', () => {
    const plan = planImport(
      [
        audio('A/B/01 x.wav'),
        other('A/B/notes.txt'),
        other('A/B/broken.flac', 'This file is not audio Encore recognises.'),
        other('A/B/old.wv', 'This file is WavPack audio, which Encore does not take.', true),
        other('A/B/mystery.bin', 'This file is WavPack audio, which Encore does not take.', true),
        image('A/B/cover.jpg'),
      ],
      NOTHING_KNOWN,
      RULES,
    );
    expect(plan.ignored).toEqual(['A/B/notes.txt']);
    expect(plan.failed.map((note) => note.path)).toEqual([
      'A/B/broken.flac',
      'A/B/mystery.bin',
      'A/B/old.wv',
    ]);
  });

  test('files over the size limit and tracks past a release’s limit fail', () => {
    const plan = planImport(
      [audio('A/B/01 big.wav', {}, 3000), audio('A/B/02 a.wav'), audio('A/B/03 b.wav')],
      NOTHING_KNOWN,
      { ...RULES, maxBytes: 2000, maxTracks: 2 },
    );
    expect(plan.failed.map((note) => note.path)).toEqual(['A/B/01 big.wav', 'A/B/03 b.wav']);
    expect(plan.releases[0]?.tracks.map((track) => track.path)).toEqual(['A/B/02 a.wav']);
  });

  test('covers: cover, folder, front in the album folder; none in a folder shared by releases', () => {
    const plan = planImport(
      [
        audio('A/Album/01 a.wav'),
        image('A/Album/front.png'),
        image('A/Album/Cover.JPG'),
        image('A/Album/scan.jpg'),
        audio('loose one.wav', { artists: ['A'] }),
        audio('loose two.wav', { artists: ['A'] }),
        image('cover.jpg'),
      ],
      NOTHING_KNOWN,
      RULES,
    );
    const covers = new Map(plan.releases.map((release) => [release.title, release.coverImages]));
    expect(covers.get('Album')).toEqual(['A/Album/Cover.JPG', 'A/Album/front.png']);
    expect(covers.get('loose one')).toEqual([]);
  });

  test('a release takes its genre and year from the first file that has them', () => {
    const plan = planImport(
      [audio('A/B/01 a.wav'), audio('A/B/02 b.wav', { genre: 'Ambient', year: 2019 })],
      NOTHING_KNOWN,
      RULES,
    );
    expect(plan.releases[0]).toMatchObject({ genre: 'Ambient', year: 2019 });
  });
});

describe('releaseTypeFor', () => {
  test.each([
    [1, 'single'],
    [3, 'single'],
    [4, 'ep'],
    [6, 'ep'],
    [7, 'album'],
  ])('%i tracks: %s', (count, type) => {
    expect(releaseTypeFor(count)).toBe(type);
  });
});

describe('titleAndNumberOfFileName', () => {
  test.each([
    ['01 - Headlights.wav', { title: 'Headlights', number: 1 }],
    ['07. Tunnel.flac', { title: 'Tunnel', number: 7 }],
    ['3_Dawn_Chorus.mp3', { title: 'Dawn Chorus', number: 3 }],
    ['Headlights.wav', { title: 'Headlights' }],
    ['1979.flac', { title: '1979' }],
    ['01.wav', { title: '01' }],
  ])('%s', (name, expected) => {
    expect(titleAndNumberOfFileName(name)).toEqual(expected);
  });
});
