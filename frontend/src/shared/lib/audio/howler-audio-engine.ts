import { AUDIO_SUSPEND_AFTER_MS, HTML5_AUDIO_POOL_SIZE } from '@/shared/config';
import { type AudioClock, createAudioClock } from './audio-clock';
import { createAudioContextSuspender } from './audio-context-suspender';
import type { AudioEngine, AudioEngineEvents } from './audio-engine';
import { forwardHowlEvents, type SoundFailure } from './howl-events';
import { configureHowler, howlerContext, mediaElementOf } from './howler-setup';
import { sampleMediaElement } from './media-element-sample';
import { createSlot, isLoaded, positionOf, release, type Slot } from './sound-slot';
import { hasStreamFailed } from './stall-detection';
import { createEmitter } from './typed-emitter';

export interface AudioEngineOptions {
  /** Defaults to the Web Worker clock (main-thread fallback without Worker). */
  clock?: AudioClock;
  suspendAfterMs?: number;
  html5PoolSize?: number;
}

/** The Howler-backed AudioEngine: one current sound, at most one preloaded next sound. */
export function createAudioEngine(options: AudioEngineOptions = {}): AudioEngine {
  configureHowler(options.html5PoolSize ?? HTML5_AUDIO_POOL_SIZE);
  const events = createEmitter<AudioEngineEvents>();
  const clock = options.clock ?? createAudioClock();
  const suspender = createAudioContextSuspender(
    howlerContext,
    options.suspendAfterMs ?? AUDIO_SUSPEND_AFTER_MS,
  );
  let current: Slot | null = null;
  let preloaded: Slot | null = null;
  let volume = 1;
  let loop = false;
  let shouldPlay = false;

  const halt = () => {
    shouldPlay = false;
    clock.stop();
    suspender.soundStopped();
  };
  const fail = (slot: Slot, kind: SoundFailure, error: unknown) => {
    const element = mediaElementOf(slot.howl);
    // The stream broke after it had worked: a fresh address fixes that, so the clock reports it
    // as a stall (now if playing, else as soon as play is pressed) instead of a failure.
    if (element !== null && hasStreamFailed(sampleMediaElement(element, true))) return;
    halt();
    if (kind === 'loadError') {
      release(slot);
      current = null;
    }
    events.emit(kind, error);
  };
  const listen = (slot: Slot) => {
    forwardHowlEvents(slot.howl, () => current === slot, {
      loaded: () => {
        events.emit('duration', slot.howl.duration());
      },
      playing: () => {
        events.emit('playing', undefined);
      },
      paused: () => {
        events.emit('paused', undefined);
      },
      ended: () => {
        if (!loop) halt();
        events.emit('ended', undefined);
      },
      failed: (kind, error) => {
        fail(slot, kind, error);
      },
    });
  };

  clock.onTick(() => {
    if (current === null) return;
    if (shouldPlay && isLoaded(current)) events.emit('progress', positionOf(current));
    const element = mediaElementOf(current.howl);
    if (element !== null) clock.report(sampleMediaElement(element, shouldPlay));
  });
  clock.onStall(() => {
    if (current !== null && shouldPlay) events.emit('stalled', positionOf(current));
  });
  suspender.soundStopped();

  const engine: AudioEngine = {
    load(url, { startAt = 0, autoplay }) {
      let ready: Slot | null = null;
      if (preloaded?.url === url) {
        if (preloaded.failed) release(preloaded);
        else ready = preloaded;
        preloaded = null;
      }
      release(current);
      const slot = ready ?? createSlot(url, volume);
      current = slot;
      listen(slot);
      slot.howl.volume(volume);
      slot.howl.loop(loop);
      clock.resetStallTracking();
      slot.startAt = startAt;
      if (isLoaded(slot)) events.emit('duration', slot.howl.duration());
      if (startAt > 0) slot.howl.seek(startAt);
      if (autoplay) engine.play();
      else halt();
    },
    play() {
      if (current === null) return;
      shouldPlay = true;
      suspender.soundStarting();
      // Howler answers null when the browser has no audio at all, despite its typings.
      const id = current.howl.play(current.soundId) as number | null;
      current.soundId = id ?? undefined;
      clock.start();
    },
    pause() {
      if (current === null) return;
      halt();
      current.howl.pause();
    },
    stop() {
      if (current === null) return;
      halt();
      current.howl.stop();
    },
    seek(seconds) {
      if (current === null) return;
      current.startAt = Math.max(0, seconds);
      current.howl.seek(current.startAt);
    },
    position: () => (current === null ? 0 : positionOf(current)),
    duration: () => current?.howl.duration() ?? 0,
    setVolume(next) {
      volume = next;
      current?.howl.volume(next);
      preloaded?.howl.volume(next);
    },
    setLoop(next) {
      loop = next;
      current?.howl.loop(next);
    },
    preload(url) {
      if (current?.url === url || (preloaded?.url === url && !preloaded.failed)) return;
      release(preloaded);
      const slot = createSlot(url, volume);
      slot.howl.on('loaderror', () => {
        slot.failed = true;
      });
      preloaded = slot;
    },
    unload() {
      halt();
      release(current);
      release(preloaded);
      current = null;
      preloaded = null;
    },
    setPriority: (enabled) => {
      clock.setPriority(enabled);
    },
    on: (event, listener) => events.on(event, listener),
    destroy() {
      engine.unload();
      clock.dispose();
      suspender.dispose();
    },
  };
  return engine;
}
