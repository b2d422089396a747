import { type AudioClock, createAudioClock } from './audio-clock';
import type { AudioEngine, AudioEngineEvents, GaplessFacts } from './audio-engine';
import { sampleMediaElement } from './media-element-sample';
import {
  gaplessFactsProblem,
  hasTrackEnded,
  mediaTimeOf,
  type PlannedTrack,
  positionIn,
} from './mse-gapless-plan';
import { type MseBrowser, type MseMediaElement, realBrowser } from './mse-media';
import { createMseStream, type MseStream } from './mse-stream';
import { HAVE_METADATA } from './stall-detection';
import { createEmitter } from './typed-emitter';

/** The Media Source engine: the port, plus what the switching engine tells it. */
export interface MseGaplessEngine extends AudioEngine {
  readonly engineKind: 'mse';
  /** Forgets the track queued after the current one: the queue moved on without it. */
  clearPreload: () => void;
}

export interface MseEngineOptions {
  /** Defaults to the Web Worker clock, as Howler's engine. */
  clock?: AudioClock;
  /** The browser's media objects and fetch; tests give fakes. */
  browser?: MseBrowser;
}

const usableFacts = (facts: GaplessFacts | null | undefined): facts is GaplessFacts =>
  facts !== null && facts !== undefined && gaplessFactsProblem(facts) === null;

const isAbort = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'AbortError';

/**
 * Gapless playback (docs/adr/0049): one `<audio>` element fed through Media Source Extensions
 * with each track's AAC rendition laid end to end on one timeline (mse-gapless-plan.ts). Positions,
 * durations and events are per track, as the port promises: at a boundary the engine reports
 * `ended` and the playhead already runs in the next track, so the player's `load` of that track
 * only re-bases (no seek, no new stream). Everything else starts a new stream. Calls never throw.
 *
 * `preload` while a stream plays queues the next track after it; while none plays (Howler has the
 * current track) it prepares a stream for it on the idle element, so `load` starts it at once.
 */
export function createMseGaplessEngine(options: MseEngineOptions = {}): MseGaplessEngine {
  const browser = options.browser ?? realBrowser();
  const clock = options.clock ?? createAudioClock();
  const events = createEmitter<AudioEngineEvents>();
  const element: MseMediaElement = browser.createElement();
  let stream: MseStream | null = null;
  /** The stream is the port's current sound (false: prepared by `preload`, not loaded yet). */
  let active = false;
  /** The playhead crossed into the current track by itself: the player's `load` of it continues. */
  let enteredAtBoundary = false;
  /** The current track's `ended` was reported for this pass. */
  let endReported = false;
  let shouldPlay = false;
  let loop = false;
  let volume = 1;

  const currentTrack = (): PlannedTrack | undefined => stream?.track(stream.currentIndex());
  const playing = (): MseStream | null => (active ? stream : null);

  const halt = () => {
    shouldPlay = false;
    clock.stop();
  };
  const close = () => {
    stream?.close();
    stream = null;
    active = false;
    enteredAtBoundary = false;
  };
  const open = (key: string, facts: GaplessFacts): MseStream => {
    close();
    const opened = createMseStream(
      browser,
      element,
      { key, facts },
      {
        failed: (error) => {
          if (stream !== opened) return;
          const wasActive = active;
          close();
          if (wasActive) {
            halt();
            events.emit('loadError', error);
          }
        },
      },
    );
    stream = opened;
    stream.holdNext(loop);
    return opened;
  };

  /**
   * Reports the end of the current track when the playhead reached it, and moves on to the next.
   * A loop waits for the element's own end (nothing is appended after the track meanwhile), so
   * its last frame is heard before the re-seek.
   */
  const checkBoundary = (elementEnded: boolean) => {
    const current = playing();
    const track = currentTrack();
    if (current === null || track === undefined || endReported) return;
    const time = current.mediaTime();
    if (!hasTrackEnded(track, time) || (loop && !elementEnded && time < track.end)) return;
    endReported = true;
    if (loop) {
      events.emit('ended', undefined);
      endReported = false;
      current.seekTo(track.start);
      if (shouldPlay) void element.play().catch(() => undefined);
      return;
    }
    const nextIndex = current.currentIndex() + 1;
    const next = current.track(nextIndex);
    if (next === undefined) {
      halt();
      events.emit('ended', undefined);
      return;
    }
    // The audio already flows on: the next track is current before the player hears of the end.
    current.setCurrentIndex(nextIndex);
    enteredAtBoundary = true;
    endReported = false;
    events.emit('ended', undefined);
  };

  const position = () => {
    const current = playing();
    const track = currentTrack();
    return current === null || track === undefined ? 0 : positionIn(track, current.mediaTime());
  };

  const listeners: [string, () => void][] = [
    [
      'loadedmetadata',
      () => {
        stream?.metadataLoaded();
      },
    ],
    [
      'timeupdate',
      () => {
        checkBoundary(false);
      },
    ],
    [
      'ended',
      () => {
        checkBoundary(true);
      },
    ],
    [
      'playing',
      () => {
        if (active) events.emit('playing', undefined);
      },
    ],
    [
      'error',
      () => {
        // Before the header was read the track never loaded; later, the clock's sample reports
        // the broken stream as a stall (a fresh address fixes it).
        if (!active || element.readyState >= HAVE_METADATA) return;
        halt();
        close();
        events.emit('loadError', element.error);
      },
    ],
  ];
  for (const [type, listener] of listeners) element.addEventListener(type, listener);

  clock.onTick(() => {
    const current = playing();
    if (current === null) return;
    checkBoundary(false);
    if (shouldPlay) events.emit('progress', position());
    clock.report(sampleMediaElement(element, shouldPlay));
    current.pump();
  });
  clock.onStall(() => {
    if (playing() !== null && shouldPlay) events.emit('stalled', position());
  });

  const engine: MseGaplessEngine = {
    engineKind: 'mse',
    load(url, { startAt = 0, autoplay, track }) {
      const current = stream;
      const index = current?.currentIndex() ?? 0;
      if (current !== null && active && enteredAtBoundary && current.track(index)?.key === url) {
        enteredAtBoundary = false; // the flow continues: nothing to do to the audio
      } else if (current !== null && active && current.track(index + 1)?.key === url) {
        // Skipping to the queued next track: its audio is (being) appended right there.
        current.setCurrentIndex(index + 1);
        current.seekTo((current.track(index + 1) as PlannedTrack).start);
      } else if (current !== null && !active && current.track(0)?.key === url) {
        active = true;
      } else if (usableFacts(track?.gapless)) {
        open(url, track.gapless);
        active = true;
      } else {
        close();
        halt();
        events.emit('loadError', new Error('No AAC rendition to play gaplessly'));
        return;
      }
      enteredAtBoundary = false;
      endReported = false;
      clock.resetStallTracking();
      const loaded = currentTrack();
      if (loaded !== undefined) events.emit('duration', loaded.duration);
      if (startAt > 0) engine.seek(startAt);
      if (autoplay) engine.play();
      else {
        halt();
        element.pause();
      }
    },
    play() {
      if (playing() === null) return;
      shouldPlay = true;
      element.play().catch((error: unknown) => {
        // A pause before the sound started is not a failure.
        if (isAbort(error) || !shouldPlay) return;
        halt();
        events.emit('playError', error);
      });
      clock.start();
    },
    pause() {
      if (playing() === null) return;
      halt();
      element.pause();
      events.emit('paused', undefined);
    },
    stop() {
      const current = playing();
      const track = currentTrack();
      if (current === null || track === undefined) return;
      halt();
      element.pause();
      endReported = false;
      current.seekTo(track.start);
      events.emit('paused', undefined);
    },
    seek(seconds) {
      const current = playing();
      const track = currentTrack();
      if (current === null || track === undefined) return;
      endReported = false;
      current.seekTo(mediaTimeOf(track, seconds));
    },
    position,
    duration: () => {
      const track = playing() === null ? undefined : currentTrack();
      return track === undefined ? 0 : track.duration;
    },
    setVolume(next) {
      volume = Math.min(Math.max(next, 0), 1);
      element.volume = volume;
    },
    setLoop(next) {
      loop = next;
      stream?.holdNext(next);
    },
    preload(url, track) {
      const facts = track?.gapless;
      const current = stream;
      if (!usableFacts(facts)) {
        engine.clearPreload();
        return;
      }
      if (current !== null && active) {
        const index = current.currentIndex();
        if (current.track(index)?.key === url || current.track(index + 1)?.key === url) return;
        current.queueNext(url, facts);
        return;
      }
      if (current?.track(0)?.key === url) return;
      open(url, facts);
    },
    clearPreload() {
      playing()?.dropNext();
    },
    unload() {
      halt();
      element.pause();
      close();
    },
    setPriority(enabled) {
      clock.setPriority(enabled);
    },
    on: (event, listener) => events.on(event, listener),
    destroy() {
      engine.unload();
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
      clock.dispose();
    },
  };
  element.volume = volume;
  return engine;
}
