import { jest } from '@jest/globals';
import { installFakeMediaSession } from '@/shared/lib/testing';
import {
  isMediaSessionSupported,
  setMediaSessionActionHandlers,
  setMediaSessionMetadata,
  setMediaSessionPlaybackState,
  setMediaSessionPosition,
} from './media-session';

describe('media session wrappers', () => {
  test('do nothing where the browser has no Media Session', () => {
    expect(isMediaSessionSupported()).toBe(false);
    expect(() => {
      setMediaSessionMetadata({ title: 'T', artist: 'A', album: 'B', artwork: null });
      setMediaSessionActionHandlers({ play: () => undefined });
      setMediaSessionPlaybackState('playing');
      setMediaSessionPosition({ duration: 10, position: 1, playbackRate: 1 });
    }).not.toThrow();
  });

  describe('with a Media Session', () => {
    let fake: ReturnType<typeof installFakeMediaSession>;
    beforeEach(() => {
      fake = installFakeMediaSession();
    });
    afterEach(() => {
      fake.uninstall();
    });

    test('sets the metadata with the artwork as is', () => {
      setMediaSessionMetadata({
        title: 'Night Ferry',
        artist: 'Neon Harbor',
        album: 'Harbour Lights',
        artwork: '/media/artwork/harbour.webp',
      });
      expect(fake.session.metadata).toEqual({
        title: 'Night Ferry',
        artist: 'Neon Harbor',
        album: 'Harbour Lights',
        artwork: [{ src: '/media/artwork/harbour.webp' }],
      });
    });

    test('skips actions the browser refuses and registers the rest', () => {
      const play = jest.fn();
      setMediaSessionActionHandlers({ skipad: () => undefined, play });
      fake.session.press('play');
      expect(play).toHaveBeenCalledTimes(1);
    });

    test('clamps the position into the track and skips an unknown duration', () => {
      setMediaSessionPosition({ duration: 0, position: 3, playbackRate: 1 });
      setMediaSessionPosition({ duration: 200, position: 250, playbackRate: 1 });
      setMediaSessionPosition({ duration: 200, position: -1, playbackRate: 1 });
      expect(fake.session.positions).toEqual([
        { duration: 200, position: 200, playbackRate: 1 },
        { duration: 200, position: 0, playbackRate: 1 },
      ]);
    });

    test('sets the playback state', () => {
      setMediaSessionPlaybackState('paused');
      expect(fake.session.playbackState).toBe('paused');
    });
  });
});
