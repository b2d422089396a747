/**
 * The player's audio output — the only place Howler is imported (docs/architecture.md). Models
 * call it from effects only; tests replace it with a fake AudioEngine.
 *
 * - `createAudioEngine()` streams MP3 through HTML5 Howls (pool of 10, auto-unlock on, Howler's
 *   auto-suspend off: the engine suspends the AudioContext itself after 30 s without sound).
 * - A Web Worker clock (`audio-clock.worker.ts`; a main-thread fallback without Worker) drives
 *   progress ticks, the priority mode and buffer monitoring; a stall is reported once per episode.
 * - `preload(url)` buffers the next track so `load(url)` starts it at once.
 * - Where the browser plays AAC through Media Source Extensions, `createAudioEngine()` adds gapless
 *   albums (docs/adr/0049, switching-audio-engine.ts): album tracks with an AAC rendition
 *   (`AudioTrackFacts`, passed to `load` and `preload`) play through one `<audio>` element fed by
 *   Media Source Extensions, the rest through Howler; `engineKind()` says which.
 */
export type {
  AlbumPlace,
  AudioEngine,
  AudioEngineEvent,
  AudioEngineEvents,
  AudioEngineKind,
  AudioLoadOptions,
  AudioTrackFacts,
  GaplessFacts,
} from './audio-engine';
// Returned at once; Howler's code (and the Media Source engine's) arrives in a chunk of its own,
// not in the first load's JavaScript.
export { createAudioEngine, type DeferredAudioEngine } from './deferred-audio-engine';
export type { AudioEngineOptions } from './howler-audio-engine';
export { supportsGaplessMse } from './mse-media';
export { isAudioUrlUsable, signedUrlExpiresAt } from './signed-url-expiry';
export type { SwitchingAudioEngine } from './switching-audio-engine';
