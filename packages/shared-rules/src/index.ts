// Rules the web client and the server must apply identically, written once (issue 12 §6).
export { foldToAscii } from './ascii-fold.js';
export { nameSlug } from './name-slug.js';
export {
  isSkipEvent,
  PLAY_EVENT_TYPES,
  PLAY_PLATFORMS,
  SKIP_EVENT_TYPES,
  type PlayEventType,
  type PlayPlatform,
  type SkipEventType,
} from './play-events.js';
