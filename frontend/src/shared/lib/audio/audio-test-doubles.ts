// Test doubles for the engine's tests: a Howl that records calls and emits on demand, Howler's
// globals, a clock that ticks when told, and a recorder of what an engine reports. Not exported
// from the slice (the fake engine the models drive is recording-engine.ts).
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

/** Records what an engine reports, as [event, payload] pairs. */
export function listenTo(engine: AudioEngine): [AudioEngineEvent, unknown][] {
  const heard: [AudioEngineEvent, unknown][] = [];
  for (const name of ENGINE_EVENTS) {
    engine.on(name, (payload: AudioEngineEvents[typeof name]) => heard.push([name, payload]));
  }
  return heard;
}

/**
 * An engine made by `create` (the module under test, imported after Howler was mocked) with a
 * fake clock, what it reported, and the Howls it made in order.
 */
export function engineHarness(create: (options: AudioEngineOptions) => AudioEngine) {
  FakeHowl.instances = [];
  const clock = new FakeClock();
  const engine = create({ clock });
  const heard = listenTo(engine);
  const howl = (index: number): FakeHowl => {
    const instance = FakeHowl.instances[index];
    if (instance === undefined) throw new Error(`no Howl #${index}`);
    return instance;
  };
  return { engine, clock, heard, howl };
}
