/** @jest-environment node */
import { playerTrackFixture } from '../testing/player-fixtures';
import { audioTrackFacts, factsInPlaylist } from './audio-track-facts';

const gapless = {
  filePath: 'audio/t-3/v1/stream.m4a',
  sampleRate: 48_000,
  primingSamples: 1024,
  paddingSamples: 320,
  samples: 9_600_000,
};
const third = playerTrackFixture({ id: 't-3', albumId: 'al-9', trackNumber: 3, gapless });

describe('the facts a gapless engine gets of a track', () => {
  test('its signed rendition with the sample facts, and its place in the album from 0', () => {
    expect(audioTrackFacts(third, '/api/media/stream/a.m4a?sig=1')).toEqual({
      gapless: {
        url: '/api/media/stream/a.m4a?sig=1',
        sampleRate: 48_000,
        primingSamples: 1024,
        paddingSamples: 320,
        samples: 9_600_000,
      },
      album: { albumId: 'al-9', index: 2 },
    });
  });

  test('no rendition before it is signed, or for a track without one', () => {
    expect(audioTrackFacts(third, null).gapless).toBeNull();
    expect(audioTrackFacts({ ...third, gapless: null }, '/x.m4a').gapless).toBeNull();
  });

  test('found in the playlist by id, with that track’s own signed rendition', () => {
    const playlist = [playerTrackFixture({ id: 't-1' }), third];
    expect(factsInPlaylist(playlist, { 't-3': '/s.m4a' }, 't-3')?.gapless?.url).toBe('/s.m4a');
    expect(factsInPlaylist(playlist, {}, 't-1')?.gapless).toBeNull();
    expect(factsInPlaylist(playlist, {}, 'gone')).toBeUndefined();
  });
});
