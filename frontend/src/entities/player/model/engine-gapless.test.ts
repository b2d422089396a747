import { allSettled, type Scope } from 'effector';
import { FakeAudioEngine, startedPlayer, trackFixture, urlOf } from '../testing/engine-test-kit';
import { audioUrlResolved, loopToggled, trackPlayed } from './player';
import type { PlayerTrack } from './player-track';

/** A continuous album's three tracks, each with its AAC rendition (docs/adr/0049). */
const rendition = (id: string) => ({
  filePath: `audio/${id}/v1/stream.m4a`,
  sampleRate: 44_100,
  primingSamples: 1024,
  paddingSamples: 448,
  samples: 441_000,
});
const album = ['w1', 'w2', 'w3'].map((id, index) =>
  trackFixture(id, { albumId: 'al-weather', trackNumber: index + 1, gapless: rendition(id) }),
);
const [first] = album as [PlayerTrack, ...PlayerTrack[]];
const m4aOf = (id: string) => `/api/media/stream/audio/${id}/v1/stream.m4a?exp=9999999999&sig=g`;
/** What the engine is told of a track's rendition: the signed address instead of the path. */
const signedRendition = (id: string) => {
  const { filePath: _path, ...samples } = rendition(id);
  return { url: m4aOf(id), ...samples };
};

const resolveBoth = (scope: Scope, id: string) =>
  allSettled(audioUrlResolved, {
    scope,
    params: { trackId: id, url: urlOf(id), gaplessUrl: m4aOf(id) },
  });

async function playingAlbum() {
  const engine = new FakeAudioEngine();
  const scope = await startedPlayer(engine);
  await allSettled(trackPlayed, { scope, params: { track: first, playlist: album } });
  await resolveBoth(scope, 'w1');
  return { engine, scope };
}

describe('the engine learns what a gapless album needs of each track', () => {
  test('the load carries the signed rendition and the album place; so does the next track’s preload', async () => {
    const { engine, scope } = await playingAlbum();
    await resolveBoth(scope, 'w2');

    expect(engine.facts).toEqual([
      {
        call: 'load',
        url: urlOf('w1'),
        track: {
          gapless: signedRendition('w1'),
          album: { albumId: 'al-weather', index: 0 },
        },
      },
      {
        call: 'preload',
        url: urlOf('w2'),
        track: {
          gapless: signedRendition('w2'),
          album: { albumId: 'al-weather', index: 1 },
        },
      },
    ]);
  });

  test('a track resolved without its rendition (a visitor’s preview) carries none', async () => {
    const engine = new FakeAudioEngine();
    const scope = await startedPlayer(engine);
    await allSettled(trackPlayed, { scope, params: { track: first, playlist: album } });
    await allSettled(audioUrlResolved, { scope, params: { trackId: 'w1', url: urlOf('w1') } });
    expect(engine.facts[0]?.track?.gapless).toBeNull();
    expect(engine.facts[0]?.track?.album).toEqual({ albumId: 'al-weather', index: 0 });
  });

  test('when nothing follows any more (loop on), the buffered next track is let go', async () => {
    const { engine, scope } = await playingAlbum();
    await resolveBoth(scope, 'w2');
    engine.take();

    // In either order: a looping Media Source engine holds back whatever is buffered next.
    await allSettled(loopToggled, { scope });
    expect(engine.take().sort()).toEqual(['clearPreload', 'loop true']);
    // Loop off again: w2 follows once more and is buffered anew.
    await allSettled(loopToggled, { scope });
    expect(engine.take().sort()).toEqual(['loop false', `preload ${urlOf('w2')}`]);
  });

  test('the page says which engine plays once sound is heard (Howler for an engine that cannot say)', async () => {
    const { engine } = await playingAlbum();
    delete document.documentElement.dataset.audioEngine;
    engine.emit('playing', undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.documentElement.dataset.audioEngine).toBe('howler');
  });
});
