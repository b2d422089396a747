import type { AudioTrackFacts, GaplessFacts } from './audio-engine';
import {
  canStartGapless,
  chooseLoadEngine,
  choosePreloadEngine,
  isGaplessStep,
} from './gapless-engine-choice';

const rendition = (sampleRate = 44_100): GaplessFacts => ({
  url: '/api/media/stream/x.m4a?sig=1',
  sampleRate,
  primingSamples: 1024,
  paddingSamples: 8,
  samples: 1_323_000,
});
const albumTrack = (index: number, changes: Partial<AudioTrackFacts> = {}): AudioTrackFacts => ({
  gapless: rendition(),
  album: { albumId: 'album-1', index },
  ...changes,
});

const first = albumTrack(0);
const second = albumTrack(1);

describe('a gapless step', () => {
  test.each([
    ['the next track of the same album', first, second, true],
    ['a track further on', first, albumTrack(2), false],
    ['the previous track', second, first, false],
    [
      'the same place in another album',
      first,
      albumTrack(1, { album: { albumId: 'b', index: 1 } }),
      false,
    ],
    ['a track without a rendition', first, albumTrack(1, { gapless: null }), false],
    ['from a track without a rendition', albumTrack(0, { gapless: null }), second, false],
    ['a track outside any album', first, albumTrack(1, { album: null }), false],
    ['a track at another sample rate', first, albumTrack(1, { gapless: rendition(48_000) }), false],
    [
      'facts that do not fill whole frames',
      first,
      albumTrack(1, { gapless: { ...rendition(), paddingSamples: 3 } }),
      false,
    ],
    ['nothing before', null, second, false],
  ])('%s: %s', (_name, previous, next, expected) => {
    expect(isGaplessStep(previous, next)).toBe(expected);
  });

  test('only an album track with a rendition starts a stream', () => {
    expect(canStartGapless(first)).toBe(true);
    expect(canStartGapless(albumTrack(0, { album: null }))).toBe(false);
    expect(canStartGapless(albumTrack(0, { gapless: null }))).toBe(false);
    expect(canStartGapless(null)).toBe(false);
  });
});

describe('which engine loads a track', () => {
  const load = (changes: Partial<Parameters<typeof chooseLoadEngine>[0]>) =>
    chooseLoadEngine({
      mseSupported: true,
      playing: { kind: 'mse', track: first },
      track: second,
      preloadedBy: 'mse',
      ...changes,
    });

  test('the next album track after one the Media Source engine plays continues there', () => {
    expect(load({})).toBe('mse');
    expect(load({ preloadedBy: null })).toBe('mse');
  });

  test('without MSE, or without a rendition, Howler plays it', () => {
    expect(load({ mseSupported: false })).toBe('howler');
    expect(load({ track: albumTrack(1, { gapless: null }) })).toBe('howler');
    expect(load({ track: null })).toBe('howler');
  });

  test('a track Howler already buffered stays with Howler; one MSE prepared stays there', () => {
    expect(
      load({ playing: { kind: 'mse', track: first }, track: albumTrack(5), preloadedBy: 'howler' }),
    ).toBe('howler');
    expect(load({ playing: { kind: 'howler', track: null }, preloadedBy: 'mse' })).toBe('mse');
  });

  test('an album track out of order starts a new stream; a single goes to Howler', () => {
    expect(load({ track: albumTrack(5), preloadedBy: null })).toBe('mse');
    expect(load({ playing: null, track: first, preloadedBy: null })).toBe('mse');
    expect(load({ track: albumTrack(5, { album: null }), preloadedBy: null })).toBe('howler');
  });
});

describe('which engine buffers the next track', () => {
  const preload = (changes: Partial<Parameters<typeof choosePreloadEngine>[0]>) =>
    choosePreloadEngine({
      mseSupported: true,
      playing: { kind: 'mse', track: first },
      track: second,
      ...changes,
    });

  test('the Media Source engine queues a gapless step after its track', () => {
    expect(preload({})).toBe('mse');
  });

  test('any other step while it plays is buffered by Howler (its element is busy)', () => {
    expect(preload({ track: albumTrack(3) })).toBe('howler');
    expect(preload({ track: albumTrack(1, { gapless: rendition(48_000) }) })).toBe('howler');
  });

  test('while Howler plays, the idle Media Source element prepares an album track', () => {
    expect(preload({ playing: { kind: 'howler', track: null }, track: albumTrack(3) })).toBe('mse');
    expect(preload({ playing: null, track: albumTrack(3, { album: null }) })).toBe('howler');
    expect(preload({ playing: null, mseSupported: false })).toBe('howler');
  });
});
