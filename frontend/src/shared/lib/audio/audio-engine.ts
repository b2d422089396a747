/** How a track is loaded: where to start and whether to play as soon as it can. */
export interface AudioLoadOptions {
  /** Seconds from the start (resuming after a stall, or a seek made while waiting). */
  startAt?: number;
  autoplay: boolean;
}

/** What the engine reports; every payload is plain data. */
export interface AudioEngineEvents {
  /** The playhead in seconds, on each clock tick while playing. */
  progress: number;
  /** The track's length in seconds, once the audio's metadata is known. */
  duration: number;
  /** The track reached its end (with loop on: at the end of every pass). */
  ended: undefined;
  /** The audio could not be loaded (spec §8: logged only). */
  loadError: unknown;
  /** The audio could not start, e.g. refused autoplay (spec §8: logged only). */
  playError: unknown;
  /** The stream stopped delivering data at this position (seconds); once per episode. */
  stalled: number;
  /** Sound is audible now (started or resumed). */
  playing: undefined;
  /** Sound stopped on request (pause or stop). */
  paused: undefined;
}

export type AudioEngineEvent = keyof AudioEngineEvents;

/**
 * The player's audio output. Howler stays behind this interface (docs/architecture.md), so models
 * drive a fake of it in tests. Calls never throw: failures arrive as `loadError` / `playError`.
 */
export interface AudioEngine {
  /** Replaces the current sound by `url` (reusing the preloaded one when it is the same). */
  load: (url: string, options: AudioLoadOptions) => void;
  play: () => void;
  pause: () => void;
  /** Stops and rewinds to the start. */
  stop: () => void;
  seek: (seconds: number) => void;
  position: () => number;
  duration: () => number;
  /** 0–1. */
  setVolume: (volume: number) => void;
  setLoop: (loop: boolean) => void;
  /** Starts buffering `url` (the next track) so that `load(url)` can start it at once. */
  preload: (url: string) => void;
  /** Releases every sound (the current and the preloaded one). */
  unload: () => void;
  /** Priority mode (search running during playback): slower progress ticks. */
  setPriority: (enabled: boolean) => void;
  on: <E extends AudioEngineEvent>(
    event: E,
    listener: (payload: AudioEngineEvents[E]) => void,
  ) => () => void;
  destroy: () => void;
}
