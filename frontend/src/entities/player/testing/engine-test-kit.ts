// Only the engine and media-session tests import this: a fake AudioEngine and a started scope.
import { allSettled, fork, type Scope } from 'effector';
import type { AudioEngine, AudioEngineEvent, AudioEngineEvents } from '@/shared/lib/audio';
import { playerTrackFixture } from './player-fixtures';
import { playerEngineStarted } from '../model/engine';
import { createAudioEngineFx } from '../model/engine-effects';
import { audioUrlResolved, trackPlayed } from '../model/player';
import type { PlayerTrack } from '../model/player-track';

/** Records every command as text ("load url@12 autoplay", "seek 30") and emits on demand. */
export class FakeAudioEngine implements AudioEngine {
  calls: string[] = [];
  private listeners = new Map<AudioEngineEvent, ((payload: never) => void)[]>();

  load: AudioEngine['load'] = (url, { startAt = 0, autoplay }) => {
    this.calls.push(`load ${url}@${startAt}${autoplay ? ' autoplay' : ''}`);
  };
  play = () => {
    this.record('play');
  };
  pause = () => {
    this.record('pause');
  };
  stop = () => {
    this.record('stop');
  };
  seek = (seconds: number) => {
    this.record(`seek ${seconds}`);
  };
  position = () => 0;
  duration = () => 0;
  setVolume = (volume: number) => {
    this.record(`volume ${volume}`);
  };
  setLoop = (loop: boolean) => {
    this.record(`loop ${loop}`);
  };
  preload = (url: string) => {
    this.record(`preload ${url}`);
  };
  unload = () => {
    this.record('unload');
  };
  setPriority = (enabled: boolean) => {
    this.record(`priority ${enabled}`);
  };
  destroy = () => {
    this.record('destroy');
  };
  on: AudioEngine['on'] = (event, listener) => {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return () => undefined;
  };

  emit<E extends AudioEngineEvent>(event: E, payload: AudioEngineEvents[E]): void {
    for (const listener of this.listeners.get(event) ?? [])
      (listener as (p: unknown) => void)(payload);
  }
  /** The commands since the last call. */
  take(): string[] {
    const calls = this.calls;
    this.calls = [];
    return calls;
  }
  private record(call: string) {
    this.calls.push(call);
  }
}

/** A far-future signed address, as the media module makes them. */
export const urlOf = (id: string, version = 1) =>
  `/api/media/stream/${id}.mp3?u=u-1&exp=9999999999&sig=${id}${version}`;
/** An address that expired long ago. */
export const expiredUrlOf = (id: string) => `/api/media/stream/${id}.mp3?u=u-1&exp=1000&sig=old`;

export const trackFixture = (id: string, changes: Partial<PlayerTrack> = {}): PlayerTrack =>
  playerTrackFixture({ id, title: `Song ${id}`, duration: 200, ...changes });

/** A scope whose player drives `engine`, started as the app starts it. */
export async function startedPlayer(engine: FakeAudioEngine): Promise<Scope> {
  const scope = fork({ handlers: [[createAudioEngineFx, () => engine]] });
  await allSettled(playerEngineStarted, { scope });
  return scope;
}

export const [trackA, trackB, trackC] = ['a', 'b', 'c'].map((id) => trackFixture(id)) as [
  PlayerTrack,
  PlayerTrack,
  PlayerTrack,
];

export const resolveUrl = (scope: Scope, trackId: string, url = urlOf(trackId)) =>
  allSettled(audioUrlResolved, { scope, params: { trackId, url } });
export const playTrack = (scope: Scope, track: PlayerTrack) =>
  allSettled(trackPlayed, { scope, params: { track, playlist: [trackA, trackB, trackC] } });

/** A scope playing a from [a, b, c], its sound loaded; the engine's log cleared. */
export async function playingA() {
  const engine = new FakeAudioEngine();
  const scope = await startedPlayer(engine);
  await playTrack(scope, trackA);
  await resolveUrl(scope, 'a');
  engine.take();
  return { engine, scope };
}
