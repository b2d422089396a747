export {
  isMediaSessionSupported,
  setMediaSessionActionHandlers,
  setMediaSessionMetadata,
  setMediaSessionPlaybackState,
  setMediaSessionPosition,
} from './media-session';
export type { MediaPosition, MediaSessionHandlers, NowPlayingMetadata } from './media-session';
