import { createAudioClockCore } from './audio-clock-core';
import type { ClockCommand, ClockEvent } from './audio-clock-protocol';
import type { MediaSample } from './stall-detection';

/** Drives progress ticks, the priority mode and buffer monitoring (spec §7), wherever it runs. */
export interface AudioClock {
  start: () => void;
  stop: () => void;
  setPriority: (enabled: boolean) => void;
  /** Hands over the element's state for the stall decision (call it on each tick). */
  report: (sample: MediaSample) => void;
  resetStallTracking: () => void;
  onTick: (listener: () => void) => void;
  onStall: (listener: () => void) => void;
  dispose: () => void;
}

/** An AudioClock over any channel that carries ClockCommands one way and ClockEvents back. */
function clockOverChannel(send: (command: ClockCommand) => void, dispose: () => void) {
  const tickListeners: (() => void)[] = [];
  const stallListeners: (() => void)[] = [];
  const receive = (event: ClockEvent) => {
    const listeners = event.type === 'tick' ? tickListeners : stallListeners;
    for (const listener of listeners) listener();
  };
  const clock: AudioClock = {
    start: () => {
      send({ type: 'start' });
    },
    stop: () => {
      send({ type: 'stop' });
    },
    setPriority: (enabled) => {
      send({ type: 'priority', enabled });
    },
    report: (sample) => {
      send({ type: 'sample', sample });
    },
    resetStallTracking: () => {
      send({ type: 'reset' });
    },
    onTick: (listener) => {
      tickListeners.push(listener);
    },
    onStall: (listener) => {
      stallListeners.push(listener);
    },
    dispose,
  };
  return { clock, receive };
}

/** The fallback where there is no Worker (jsdom, very old browsers): same logic, main thread. */
export function createMainThreadAudioClock(): AudioClock {
  let receive: (event: ClockEvent) => void = () => undefined;
  const core = createAudioClockCore((event) => {
    receive(event);
  });
  const channel = clockOverChannel(
    (command) => {
      core.handle(command);
    },
    () => {
      core.handle({ type: 'stop' });
    },
  );
  receive = channel.receive;
  return channel.clock;
}

/** The clock in a Web Worker: its timers are not throttled like a busy or hidden main thread's. */
export function createWorkerAudioClock(worker: Worker): AudioClock {
  const channel = clockOverChannel(
    (command) => {
      worker.postMessage(command);
    },
    () => {
      worker.terminate();
    },
  );
  worker.addEventListener('message', (event: MessageEvent<ClockEvent>) => {
    channel.receive(event.data);
  });
  return channel.clock;
}

export function createAudioClock(): AudioClock {
  if (typeof Worker === 'undefined') return createMainThreadAudioClock();
  try {
    // Vite bundles the worker and its imports into their own chunk from this exact expression.
    const worker = new Worker(new URL('./audio-clock.worker.ts', import.meta.url), {
      type: 'module',
      name: 'audio-clock',
    });
    return createWorkerAudioClock(worker);
  } catch {
    return createMainThreadAudioClock();
  }
}
