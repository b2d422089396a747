// Test doubles for the engine's tests: a Howl that records calls and emits on demand, Howler's
// globals, a clock that ticks when told, and an engine that records its commands. Not exported
// from the slice.
import type { AudioClock } from './audio-clock';
import type { AudioEngine, AudioEngineEvent, AudioEngineEvents } from './audio-engine';
import type { AudioEngineOptions } from './howler-audio-engine';
import type { MediaSample } from './stall-detection';

type Listener = (...args: unknown[]) => void;

export class FakeHowl {
  static instances: FakeHowl[] = [];
  readonly element = document.createElement('audio');
  readonly _sounds = [{ _node: this.element }];
  readonly calls: string[] = [];
  listeners = new Map<string, Listener[]>();
  loadState: 'unloaded' | 'loading' | 'loaded' = 'loading';
  seconds = 0;
  volumeLevel: number;
  looping = false;
  unloaded = false;

  constructor(readonly options: { src: string[]; volume: number } & Record<string, unknown>) {
    this.volumeLevel = options.volume;
    FakeHowl.instances.push(this);
  }
  get url(): string {
    return this.options.src[0] ?? '';
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  off() {
    this.listeners.clear();
    return this;
  }
  /** Howler emits on a timer; tests emit when they choose. */
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  play(id?: number) {
    this.calls.push(id === undefined ? 'play' : `play:${id}`);
    return id ?? 1001;
  }
  pause() {
    this.calls.push('pause');
    return this;
  }
  stop() {
    this.calls.push('stop');
    return this;
  }
  seek(seconds?: number) {
    if (seconds === undefined) return this.seconds;
    this.calls.push(`seek:${seconds}`);
    this.seconds = seconds;
    return this;
  }
  volume(level: number) {
    this.volumeLevel = level;
    return this;
  }
  loop(looping: boolean) {
    this.looping = looping;
    return this;
  }
  state() {
    return this.loadState;
  }
  duration() {
    return 187.4;
  }
  unload() {
    this.unloaded = true;
    return null;
  }
  /** Sets what the `<audio>` element reports. */
  elementState(state: { readyState?: number; currentTime?: number; errorCode?: number }) {
    const define = (name: string, value: unknown) => {
      Object.defineProperty(this.element, name, { configurable: true, value });
    };
    if (state.readyState !== undefined) define('readyState', state.readyState);
    if (state.currentTime !== undefined) define('currentTime', state.currentTime);
    if (state.errorCode !== undefined) define('error', { code: state.errorCode });
  }
}

export function fakeAudioContext() {
  const context = {
    state: 'running',
    suspend: () => {
      context.state = 'suspended';
      return Promise.resolve();
    },
    resume: () => {
      context.state = 'running';
      return Promise.resolve();
    },
  };
  return context;
}

export const fakeHowler = {
  html5PoolSize: 0,
  autoUnlock: false,
  autoSuspend: true,
  ctx: fakeAudioContext(),
  volume: () => 1,
};

export class FakeClock implements AudioClock {
  running = false;
  priority = false;
  resets = 0;
  samples: MediaSample[] = [];
  private ticks: (() => void)[] = [];
  private stalls: (() => void)[] = [];

  start = () => {
    this.running = true;
  };
  stop = () => {
    this.running = false;
  };
  setPriority = (enabled: boolean) => {
    this.priority = enabled;
  };
  report = (sample: MediaSample) => {
    this.samples.push(sample);
  };
  resetStallTracking = () => {
    this.resets += 1;
  };
  onTick = (listener: () => void) => {
    this.ticks.push(listener);
  };
  onStall = (listener: () => void) => {
    this.stalls.push(listener);
  };
  dispose = () => undefined;
  tick() {
    for (const listener of this.ticks) listener();
  }
  stall() {
    for (const listener of this.stalls) listener();
  }
}

export const URL_A = '/api/media/stream/a.mp3?u=anon&exp=9999999999&sig=a';
export const URL_B = '/api/media/stream/b.mp3?u=anon&exp=9999999999&sig=b';

const ENGINE_EVENTS: AudioEngineEvent[] = [
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
 * An engine made by `create` (the module under test, imported after Howler was mocked) with a
 * fake clock, what it reported, and the Howls it made in order.
 */
export function engineHarness(create: (options: AudioEngineOptions) => AudioEngine) {
  FakeHowl.instances = [];
  const clock = new FakeClock();
  const engine = create({ clock });
  const heard: [AudioEngineEvent, unknown][] = [];
  for (const name of ENGINE_EVENTS) {
    engine.on(name, (payload) => heard.push([name, payload]));
  }
  const howl = (index: number): FakeHowl => {
    const instance = FakeHowl.instances[index];
    if (instance === undefined) throw new Error(`no Howl #${index}`);
    return instance;
  };
  return { engine, clock, heard, howl };
}

/** An AudioEngine that records its commands as text ("load url@12 autoplay") and emits on demand. */
export class RecordingEngine implements AudioEngine {
  calls: string[] = [];
  positionValue = 0;
  durationValue = 0;
  private readonly listeners = new Map<AudioEngineEvent, ((payload: never) => void)[]>();

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
  position = () => this.positionValue;
  duration = () => this.durationValue;
  setVolume = (volume: number) => {
    this.record(`volume ${volume}`);
  };
  setLoop = (loop: boolean) => {
    this.record(`loop ${loop}`);
  };
  preload = (url: string) => {
    this.record(`preload ${url}`);
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
