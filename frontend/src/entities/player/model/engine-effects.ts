import {
  attach,
  createEffect,
  createEvent,
  createStore,
  type EventCallable,
  scopeBind,
} from 'effector';
import { type AudioEngine, createAudioEngine } from '@/shared/lib/audio';
import { logWarning } from '@/shared/lib/logger';
import { durationUpdated, progressUpdated, trackEnded } from './player';

/** A sound to put in the engine: which track, from which address, where, playing or not. */
export interface AudioLoadRequest {
  trackId: string;
  url: string;
  startAt: number;
  autoplay: boolean;
}

/** Creates the engine (Howler behind it); tests give it a fake through `fork({ handlers })`. */
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
  engine.load(request.url, { startAt: request.startAt, autoplay: request.autoplay });
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
export const preloadAudioFx = engineCommand((engine, url: string) => {
  engine.preload(url);
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
