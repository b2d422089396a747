import { createEvent, createStore, sample } from 'effector';
import { not } from 'patronum';
import {
  audioActivityChanged,
  searchPriorityEnded,
  searchPriorityStarted,
} from '@/shared/lib/audio-activity';
import {
  $audioEngine,
  connectAudioEngineFx,
  createAudioEngineFx,
  enginePaused,
  enginePlayFailed,
  enginePlaying,
  engineLoadFailed,
  pauseAudioFx,
  reportAudioFailureFx,
  seekAudioFx,
  setAudioLoopFx,
  setAudioPriorityFx,
  setAudioVolumeFx,
  stopAudioFx,
} from './engine-effects';
import { $loadedSound } from './engine-loading';
import { attachMediaSessionFx } from './media-session';
import {
  $isLooping,
  $progress,
  $volume,
  paused,
  seekRequested,
  stopped,
  trackEnded,
} from './player';

/**
 * Fired once by the app at start: creates the audio engine and connects it to the player's state
 * (loading, play/pause, seek, volume, loop, progress, end, stalls, preloading the next track) and
 * the Media Session (lock screen, media keys).
 */
export const playerEngineStarted = createEvent();

sample({
  clock: playerEngineStarted,
  source: $audioEngine,
  filter: (engine) => engine === null,
  target: createAudioEngineFx,
});
sample({ clock: createAudioEngineFx.doneData, target: [$audioEngine, connectAudioEngineFx] });
sample({ clock: playerEngineStarted, target: attachMediaSessionFx });
sample({ clock: connectAudioEngineFx.done, source: $volume, target: setAudioVolumeFx });
sample({ clock: connectAudioEngineFx.done, source: $isLooping, target: setAudioLoopFx });

// --- the listener's controls (play is in engine-loading) ------------------------------------------
const $hasSound = $loadedSound.map((sound) => sound !== null);
sample({ clock: paused, filter: $hasSound, target: pauseAudioFx });
sample({ clock: stopped, filter: $hasSound, target: stopAudioFx });
// The position the player settled on (clamped to the track).
sample({ clock: seekRequested, source: $progress, filter: $hasSound, target: seekAudioFx });
sample({ clock: $volume, target: setAudioVolumeFx });
sample({ clock: $isLooping, target: setAudioLoopFx });

// --- failures: logged only, and the player pauses (spec §8) -------------------------------------
sample({
  clock: engineLoadFailed,
  fn: (error) => ({ message: 'Audio load error', error }),
  target: reportAudioFailureFx,
});
sample({
  clock: enginePlayFailed,
  fn: (error) => ({ message: 'Audio play error', error }),
  target: reportAudioFailureFx,
});
sample({ clock: [engineLoadFailed, enginePlayFailed], target: paused });

// --- whether sound is heard, for search's timings -----------------------------------------------
const $isAudible = createStore(false)
  .on(enginePlaying, () => true)
  .on([enginePaused, engineLoadFailed, enginePlayFailed], () => false);
sample({ clock: trackEnded, filter: not($isLooping), fn: () => false, target: $isAudible });
sample({ clock: $isAudible.updates, target: audioActivityChanged });

// --- search has priority: the clock slows its ticks ---------------------------------------------
sample({ clock: searchPriorityStarted, fn: () => true, target: setAudioPriorityFx });
sample({ clock: searchPriorityEnded, fn: () => false, target: setAudioPriorityFx });
