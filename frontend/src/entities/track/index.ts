export { formatDuration, normaliseDurationSeconds } from './lib/duration';
export { isTrackLocked, trackAlbumPath } from './model/track';
export type { Track, TrackAccess, TrackAlbumRef } from './model/track';
export { AccessChip } from './ui/access-chip';
export type { AccessChipProps } from './ui/access-chip';
export { SoundcheckLockedDialog } from './ui/soundcheck-locked-dialog';
export type { LockedTrack, SoundcheckLockedDialogProps } from './ui/soundcheck-locked-dialog';
