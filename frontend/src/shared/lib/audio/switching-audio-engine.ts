import type {
  AudioEngine,
  AudioEngineEvent,
  AudioEngineEvents,
  AudioEngineKind,
  AudioTrackFacts,
} from './audio-engine';
import { chooseLoadEngine, choosePreloadEngine, type PlayingTrack } from './gapless-engine-choice';
import {
  type AudioEngineOptions,
  createAudioEngine as createHowlerEngine,
} from './howler-audio-engine';
import { createMseGaplessEngine, type MseGaplessEngine } from './mse-gapless-engine';
import { supportsGaplessMse } from './mse-media';
import { createEmitter } from './typed-emitter';

export interface SwitchingAudioEngine extends AudioEngine {
  /** The engine playing the current track; null before the first load and after unload. */
  engineKind: () => AudioEngineKind | null;
  clearPreload: () => void;
}

export interface SwitchingAudioEngineOptions extends AudioEngineOptions {
  /** Defaults to whether this browser plays AAC through Media Source Extensions. */
  mseSupported?: boolean;
  /** Defaults to the Howler engine (this module arrives in a chunk of its own, as Howler's does). */
  createHowler?: () => AudioEngine;
  /** Defaults to the Media Source engine, made at the first track it plays or prepares. */
  createMse?: () => MseGaplessEngine;
}

const EVENTS: AudioEngineEvent[] = [
  'progress',
  'duration',
  'ended',
  'loadError',
  'playError',
  'stalled',
  'playing',
  'paused',
];

/**
 * The player's engine when gapless playback is on (docs/adr/0049): Howler and the Media Source
 * engine behind one port, each `load` and `preload` routed by gapless-engine-choice.ts from the
 * facts the player passes along. Only the engine playing the current track is heard from; the
 * other is unloaded when playback moves across.
 */
export function createSwitchingAudioEngine(
  options: SwitchingAudioEngineOptions = {},
): SwitchingAudioEngine {
  const {
    mseSupported = supportsGaplessMse(),
    createHowler,
    createMse,
    ...howlerOptions
  } = options;
  const events = createEmitter<AudioEngineEvents>();
  const settings = { volume: 1, loop: false, priority: false };
  let playing: PlayingTrack | null = null;
  let preloaded: { url: string; kind: AudioEngineKind } | null = null;

  const forward = <Engine extends AudioEngine>(engine: Engine, kind: AudioEngineKind): Engine => {
    for (const event of EVENTS) {
      engine.on(event, (payload) => {
        if (playing?.kind === kind) events.emit(event, payload);
      });
    }
    return engine;
  };
  const howler = forward(createHowler?.() ?? createHowlerEngine(howlerOptions), 'howler');
  let mseEngine: MseGaplessEngine | null = null;
  const mse = (): MseGaplessEngine => {
    if (mseEngine === null) {
      // Its own clock: each engine starts and stops its ticks with its own sound.
      const made = forward(createMse?.() ?? createMseGaplessEngine(), 'mse');
      made.setVolume(settings.volume);
      made.setLoop(settings.loop);
      made.setPriority(settings.priority);
      mseEngine = made;
    }
    return mseEngine;
  };
  const engineOf = (kind: AudioEngineKind): AudioEngine => (kind === 'mse' ? mse() : howler);
  const current = (): AudioEngine | null => (playing === null ? null : engineOf(playing.kind));
  /** A stream the idle Media Source engine prepared for a next track that changed. */
  const releaseIdleMse = () => {
    if (playing?.kind !== 'mse') mseEngine?.unload();
  };

  return {
    load(url, loadOptions) {
      const track: AudioTrackFacts | null = loadOptions.track ?? null;
      const kind = chooseLoadEngine({
        mseSupported,
        playing,
        track,
        preloadedBy: preloaded?.url === url ? preloaded.kind : null,
      });
      if (playing !== null && playing.kind !== kind) engineOf(playing.kind).unload();
      if (preloaded?.url === url) preloaded = null;
      playing = { kind, track };
      engineOf(kind).load(url, loadOptions);
    },
    play() {
      current()?.play();
    },
    pause() {
      current()?.pause();
    },
    stop() {
      current()?.stop();
    },
    seek(seconds) {
      current()?.seek(seconds);
    },
    position: () => current()?.position() ?? 0,
    duration: () => current()?.duration() ?? 0,
    setVolume(volume) {
      settings.volume = volume;
      howler.setVolume(volume);
      mseEngine?.setVolume(volume);
    },
    setLoop(loop) {
      settings.loop = loop;
      howler.setLoop(loop);
      mseEngine?.setLoop(loop);
    },
    preload(url, track) {
      const kind = choosePreloadEngine({ mseSupported, playing, track: track ?? null });
      if (kind === 'mse') {
        mse().preload(url, track);
      } else {
        howler.preload(url);
        if (playing?.kind === 'mse') mseEngine?.clearPreload();
        else releaseIdleMse();
      }
      preloaded = { url, kind };
    },
    clearPreload() {
      preloaded = null;
      if (playing?.kind === 'mse') mseEngine?.clearPreload();
      else releaseIdleMse();
    },
    unload() {
      playing = null;
      preloaded = null;
      howler.unload();
      mseEngine?.unload();
    },
    setPriority(enabled) {
      settings.priority = enabled;
      howler.setPriority(enabled);
      mseEngine?.setPriority(enabled);
    },
    on: (event, listener) => events.on(event, listener),
    engineKind: () => playing?.kind ?? null,
    destroy() {
      playing = null;
      howler.destroy();
      mseEngine?.destroy();
    },
  };
}
