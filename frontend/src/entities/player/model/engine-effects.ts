import {
  attach,
  createEffect,
  createEvent,
  createStore,
  type EventCallable,
  scopeBind,
} from 'effector';
import {
  type AudioEngine,
  type AudioEngineKind,
  type AudioTrackFacts,
  createAudioEngine,
} from '@/shared/lib/audio';
import { logWarning } from '@/shared/lib/logger';
import { durationUpdated, progressUpdated, trackEnded } from './player';

/** A sound to put in the engine: which track, from which address, where, playing or not. */
export interface AudioLoadRequest {
  trackId: string;
  url: string;
  startAt: number;
  autoplay: boolean;
  /** Its rendition and album place, for a gapless engine (docs/adr/0049). */
  track?: AudioTrackFacts | undefined;
}

/** The next track to buffer ahead, with what a gapless engine needs of it. */
export interface AudioPreloadRequest {
  url: string;
  track?: AudioTrackFacts | undefined;
}

/**
 * Creates the engine: Howler, joined by the Media Source engine for gapless albums where the
 * browser plays AAC through Media Source Extensions (docs/adr/0049). Tests give it a fake through
 * `fork({ handlers })`.
 */
export const createAudioEngineFx = createEffect((): AudioEngine => createAudioEngine());
export const $audioEngine = createStore<AudioEngine | null>(null, { serialize: 'ignore' });

// What the engine reports beyond the player's own events.
export const enginePlaying = createEvent();
export const enginePaused = createEvent();
export const engineLoadFailed = createEvent<unknown>();
export const enginePlayFailed = createEvent<unknown>();
export const engineStalled = createEvent<number>();

/** Engine callbacks arrive outside effector: each is bound to the scope that started the engine. */
export const connectAudioEngineFx = createEffect((engine: AudioEngine) => {
  const bound = <T>(unit: EventCallable<T>) => scopeBind(unit, { safe: true });
  engine.on('progress', bound(progressUpdated));
  engine.on('duration', bound(durationUpdated));
  engine.on('ended', bound(trackEnded));
  engine.on('playing', bound(enginePlaying));
  engine.on('paused', bound(enginePaused));
  engine.on('loadError', bound(engineLoadFailed));
  engine.on('playError', bound(enginePlayFailed));
  engine.on('stalled', bound(engineStalled));
});

/** An effect that runs `command` on the engine, or does nothing before the engine exists. */
function engineCommand<Params>(command: (engine: AudioEngine, params: Params) => void) {
  return attach({
    source: $audioEngine,
    effect: (engine: AudioEngine | null, params: Params) => {
      if (engine !== null) command(engine, params);
    },
  });
}

export const loadAudioFx = engineCommand((engine, request: AudioLoadRequest) => {
  const { startAt, autoplay, track } = request;
  engine.load(
    request.url,
    track === undefined ? { startAt, autoplay } : { startAt, autoplay, track },
  );
});
export const playAudioFx = engineCommand((engine) => {
  engine.play();
});
export const pauseAudioFx = engineCommand((engine) => {
  engine.pause();
});
export const stopAudioFx = engineCommand((engine) => {
  engine.stop();
});
export const seekAudioFx = engineCommand((engine, seconds: number) => {
  engine.seek(seconds);
});
export const setAudioVolumeFx = engineCommand((engine, volume: number) => {
  engine.setVolume(volume);
});
export const setAudioLoopFx = engineCommand((engine, loop: boolean) => {
  engine.setLoop(loop);
});
export const preloadAudioFx = engineCommand((engine, { url, track }: AudioPreloadRequest) => {
  engine.preload(url, track);
});
/** Nothing follows any more (loop on, or the next track changed before its address came). */
export const clearPreloadFx = engineCommand((engine) => {
  engine.clearPreload?.();
});

/**
 * Which engine plays the sound now, on the page's root element (`data-audio-engine`): the
 * benchmark and the end-to-end tests read it. An engine that cannot say is Howler.
 */
export const reportEngineKindFx = engineCommand((engine) => {
  const kind: AudioEngineKind | null =
    'engineKind' in engine && typeof engine.engineKind === 'function'
      ? (engine.engineKind as () => AudioEngineKind | null)()
      : 'howler';
  if (typeof document !== 'undefined' && kind !== null) {
    document.documentElement.dataset.audioEngine = kind;
  }
});
export const setAudioPriorityFx = engineCommand((engine, enabled: boolean) => {
  engine.setPriority(enabled);
});

/** Spec §8: audio load and play errors are logged only; the user is not told. */
export const reportAudioFailureFx = createEffect(
  ({ message, error }: { message: string; error: unknown }) => {
    logWarning(message, error);
  },
);
