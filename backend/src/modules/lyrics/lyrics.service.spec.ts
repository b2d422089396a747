import type { AppError } from '../../platform/http/index.js';
import type { UpstreamAnswer } from './domain/lrclib-lyrics.js';
import type { LyricsLookup } from './domain/lyrics-lookup.js';
import type { CatalogueLyricsRow, LyricsRepository } from './lyrics.repository.js';
import { LyricsService } from './lyrics.service.js';
import type { UpstreamLyrics } from './upstream/upstream-lyrics.js';

const ROW: CatalogueLyricsRow = {
  id: '7d1f0b7e-5c3a-4a9e-9b51-2f4c7a8d9e10',
  track_name: 'Harbour Lights',
  artist_name: 'Neon Harbor',
  album_name: 'Afterglow Boulevard',
  duration: 104,
  synced_lyrics: '[00:08.32] The ferry horn is calling',
  plain_lyrics: 'The ferry horn is calling',
};

function setup(row: CatalogueLyricsRow | null, upstream: UpstreamAnswer | null) {
  const asked: LyricsLookup[] = [];
  const repository = { find: () => Promise.resolve(row) };
  const fakeUpstream = {
    enabled: upstream !== null,
    find: (lookup: LyricsLookup) => {
      asked.push(lookup);
      return Promise.resolve(upstream ?? { found: false });
    },
  };
  const service = new LyricsService(
    repository as unknown as LyricsRepository,
    fakeUpstream as unknown as UpstreamLyrics,
  );
  return { service, asked };
}

const QUERY = { artist_name: 'neon harbor', track_name: 'harbour lights' };

describe('LyricsService', () => {
  it("answers a catalogue track in LRCLIB's shape without asking upstream", async () => {
    const { service, asked } = setup(ROW, { found: false });
    expect(await service.get(QUERY)).toEqual({
      source: 'catalogue',
      lyrics: {
        id: expect.any(Number),
        trackName: 'Harbour Lights',
        artistName: 'Neon Harbor',
        albumName: 'Afterglow Boulevard',
        duration: 104,
        instrumental: false,
        plainLyrics: 'The ferry horn is calling',
        syncedLyrics: '[00:08.32] The ferry horn is calling',
      },
    });
    expect(asked).toEqual([]);
  });

  it('asks the upstream on a catalogue miss and answers its lyrics', async () => {
    const lyrics = {
      id: 3396226,
      trackName: 'Harbour Lights',
      artistName: 'Neon Harbor',
      albumName: '',
      duration: 104,
      instrumental: false,
      plainLyrics: 'Upstream words',
      syncedLyrics: null,
    };
    const { service, asked } = setup(null, { found: true, lyrics });
    expect(await service.get({ ...QUERY, duration: 104.4 })).toEqual({
      source: 'upstream',
      lyrics,
    });
    expect(asked).toEqual([expect.objectContaining({ durationS: 104.4 })]);
  });

  it('"Track not found" when neither has lyrics, or without an upstream', async () => {
    for (const upstream of [{ found: false } as const, null]) {
      await expect(setup(null, upstream).service.get(QUERY)).rejects.toMatchObject({
        code: 'LYRICS.TRACK_NOT_FOUND',
        message: 'Track not found',
      });
    }
  });

  it('"Missing artist or title", naming what is missing', async () => {
    const { service } = setup(ROW, null);
    const error = (await service.get({ album_name: 'x' }).catch((e: unknown) => e)) as AppError;
    expect(error.code).toBe('LYRICS.MISSING_ARTIST_OR_TITLE');
    expect(error.message).toBe('Missing artist or title: artist_name and track_name are required.');
    expect(error.details?.map((detail) => detail.field)).toEqual(['artist_name', 'track_name']);
  });
});
