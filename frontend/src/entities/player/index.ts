export { shuffled } from './lib/playlist';
export {
  $audioUrls,
  $currentIndex,
  $currentTrack,
  $duration,
  $gaplessUrls,
  $hasTrack,
  $isLooping,
  $isPlaying,
  $isShuffling,
  $muted,
  $originalPlaylist,
  $playlist,
  $progress,
  $volume,
  audioUrlResolved,
  durationUpdated,
  loopToggled,
  muteToggled,
  nextPressed,
  paused,
  played,
  previousPressed,
  progressUpdated,
  queueRestored,
  seekRequested,
  shuffleToggled,
  stopped,
  streamStalled,
  trackAddressWanted,
  trackEnded,
  trackPlayed,
  trackStarted,
  volumeChanged,
} from './model/player';
export type { PlayTrackPayload, QueueRestoredPayload } from './model/player';
// The audio engine (Howler, behind shared/lib/audio) and the Media Session: the app fires this once.
export { playerEngineStarted } from './model/engine';
export { fallbackDuration, toPlayerTrack } from './model/player-track';
export type { PlayerTrack, PlayerTrackExtras } from './model/player-track';
export { NowPlayingLinks } from './ui/now-playing-links';
export type { NowPlayingLinksProps } from './ui/now-playing-links';
