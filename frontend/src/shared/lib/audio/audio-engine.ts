/**
 * A track's AAC rendition as a gapless player appends it (the track reply's `gapless`, its path
 * signed like the MP3's). Sample counts per channel at `sampleRate`; ffmpeg's AAC primes 1024.
 */
export interface GaplessFacts {
  /** Signed address of the fragmented-MP4 AAC rendition. */
  url: string;
  sampleRate: number;
  /** Encoder delay before the first real sample. */
  primingSamples: number;
  /** Samples after the last real one, filling the last 1024-sample frame. */
  paddingSamples: number;
  /** Real samples: the track's exact length. */
  samples: number;
}

/** Where a track sits in its album's play order (disc, then number), counted from 0. */
export interface AlbumPlace {
  albumId: string;
  index: number;
}

/**
 * What a gapless engine needs beyond the MP3 address. Optional everywhere: an engine that does
 * not use it (Howler) ignores it, and a track without it plays as before.
 */
export interface AudioTrackFacts {
  /** Null for a track without an AAC rendition, or when only a preview may be heard. */
  gapless: GaplessFacts | null;
  album: AlbumPlace | null;
}

/** How a track is loaded: where to start and whether to play as soon as it can. */
export interface AudioLoadOptions {
  /** Seconds from the start (resuming after a stall, or a seek made while waiting). */
  startAt?: number;
  autoplay: boolean;
  track?: AudioTrackFacts;
}

/** Which engine plays the current track (the benchmark and end-to-end tests read it). */
export type AudioEngineKind = 'mse' | 'howler';

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
  /**
   * Starts buffering `url` (the next track) so that `load(url)` can start it at once; a gapless
   * engine appends it right after the current track when `track` allows.
   */
  preload: (url: string, track?: AudioTrackFacts) => void;
  /**
   * Forgets the preloaded next track: the queue changed and nothing follows. Optional: without it
   * (Howler) an unused preload is merely wasted, but a gapless engine would play into it.
   */
  clearPreload?: () => void;
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
