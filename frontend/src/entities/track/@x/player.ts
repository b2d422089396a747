// What the player entity may use of tracks (FSD cross-import through @x).
export { normaliseDurationSeconds } from '../lib/duration';
export { isTrackLocked } from '../model/track';
export type { Track } from '../model/track';
