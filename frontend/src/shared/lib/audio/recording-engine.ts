// The fake AudioEngine that models drive in tests: this slice's switching-engine tests and, through
// index.testing.ts, the player's (entities/player/testing).
import type {
  AudioEngine,
  AudioEngineEvent,
  AudioEngineEvents,
  AudioTrackFacts,
} from './audio-engine';

/** An AudioEngine that records its commands as text ("load url@12 autoplay") and emits on demand. */
export class RecordingEngine implements AudioEngine {
  calls: string[] = [];
  /** The track facts each load and preload carried, in order (gapless engines read them). */
  facts: { call: 'load' | 'preload'; url: string; track: AudioTrackFacts | undefined }[] = [];
  positionValue = 0;
  durationValue = 0;
  private readonly listeners = new Map<AudioEngineEvent, ((payload: never) => void)[]>();

  load: AudioEngine['load'] = (url, { startAt = 0, autoplay, track }) => {
    this.calls.push(`load ${url}@${startAt}${autoplay ? ' autoplay' : ''}`);
    this.facts.push({ call: 'load', url, track });
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
  position = () => this.positionValue;
  duration = () => this.durationValue;
  setVolume = (volume: number) => {
    this.record(`volume ${volume}`);
  };
  setLoop = (loop: boolean) => {
    this.record(`loop ${loop}`);
  };
  preload = (url: string, track?: AudioTrackFacts) => {
    this.record(`preload ${url}`);
    this.facts.push({ call: 'preload', url, track });
  };
  clearPreload = () => {
    this.record('clearPreload');
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
    for (const listener of this.listeners.get(event) ?? []) {
      (listener as (value: unknown) => void)(payload);
    }
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
