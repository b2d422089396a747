import { jest } from '@jest/globals';
import { type AudioClock, createAudioClock, createWorkerAudioClock } from './audio-clock';
import type { ClockCommand } from './audio-clock-protocol';
import type { MediaSample } from './stall-detection';

const starving: MediaSample = {
  shouldPlay: true,
  currentTime: 42,
  readyState: 2,
  paused: false,
  bufferedAhead: 0,
  errorCode: null,
};

function watch(clock: AudioClock) {
  const ticks = jest.fn();
  const stalls = jest.fn();
  clock.onTick(ticks);
  clock.onStall(stalls);
  return { ticks, stalls };
}

describe('the main-thread fallback clock (no Worker, as in jsdom)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('is what createAudioClock gives without Worker', () => {
    expect(typeof Worker).toBe('undefined');
    const clock = createAudioClock();
    const { ticks } = watch(clock);
    clock.start();
    jest.advanceTimersByTime(1000);
    expect(ticks).toHaveBeenCalledTimes(4);
    clock.dispose();
  });

  test('ticks every 250 ms while started, every second in priority mode, never when stopped', () => {
    const clock = createAudioClock();
    const { ticks } = watch(clock);

    jest.advanceTimersByTime(1000);
    expect(ticks).not.toHaveBeenCalled();

    clock.start();
    jest.advanceTimersByTime(1000);
    expect(ticks).toHaveBeenCalledTimes(4);

    clock.setPriority(true);
    jest.advanceTimersByTime(2000);
    expect(ticks).toHaveBeenCalledTimes(6);

    clock.setPriority(false);
    jest.advanceTimersByTime(500);
    expect(ticks).toHaveBeenCalledTimes(8);

    clock.stop();
    jest.advanceTimersByTime(5000);
    expect(ticks).toHaveBeenCalledTimes(8);
  });

  test('reports a stall once per episode, and again after a reset (a new source)', () => {
    const clock = createAudioClock();
    const { stalls } = watch(clock);

    clock.report(starving);
    for (let elapsed = 0; elapsed < 10_000; elapsed += 250) {
      jest.advanceTimersByTime(250);
      clock.report(starving);
    }
    expect(stalls).toHaveBeenCalledTimes(1);

    clock.resetStallTracking();
    clock.report(starving);
    jest.advanceTimersByTime(4250);
    clock.report(starving);
    expect(stalls).toHaveBeenCalledTimes(2);
  });
});

describe('the Web Worker clock', () => {
  class FakeWorker extends EventTarget {
    static created: { url: string; options: WorkerOptions | undefined }[] = [];
    posted: ClockCommand[] = [];
    terminated = false;
    constructor(url: URL | string, options?: WorkerOptions) {
      super();
      FakeWorker.created.push({ url: String(url), options });
    }
    postMessage(command: ClockCommand) {
      this.posted.push(command);
    }
    terminate() {
      this.terminated = true;
    }
  }

  test('createAudioClock starts the bundled module worker when Worker exists', () => {
    const global = globalThis as { Worker?: unknown };
    global.Worker = FakeWorker;
    try {
      createAudioClock();
    } finally {
      delete global.Worker;
    }
    expect(FakeWorker.created).toEqual([
      {
        url: expect.stringMatching(/\/audio-clock\.worker\.ts$/),
        options: { type: 'module', name: 'audio-clock' },
      },
    ]);
  });

  test('posts typed commands and hands the worker’s ticks and stalls to the listeners', () => {
    const worker = new FakeWorker('audio-clock.worker.js');
    const clock = createWorkerAudioClock(worker as unknown as Worker);
    const { ticks, stalls } = watch(clock);

    clock.start();
    clock.setPriority(true);
    clock.report(starving);
    clock.resetStallTracking();
    clock.stop();
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'tick' } }));
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'tick' } }));
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'stalled' } }));
    clock.dispose();

    expect(worker.posted).toEqual([
      { type: 'start' },
      { type: 'priority', enabled: true },
      { type: 'sample', sample: starving },
      { type: 'reset' },
      { type: 'stop' },
    ]);
    expect(ticks).toHaveBeenCalledTimes(2);
    expect(stalls).toHaveBeenCalledTimes(1);
    expect(worker.terminated).toBe(true);
  });
});
