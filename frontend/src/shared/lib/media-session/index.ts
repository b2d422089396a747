export {
  isMediaSessionSupported,
  setMediaSessionActionHandlers,
  setMediaSessionMetadata,
  setMediaSessionPlaybackState,
  setMediaSessionPosition,
} from './media-session';
export type { MediaPosition, MediaSessionHandlers, NowPlayingMetadata } from './media-session';
// Tests only (jsdom has no Media Session).
export { FakeMediaSession, installFakeMediaSession } from './fake-media-session';
