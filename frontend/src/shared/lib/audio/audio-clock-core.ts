import {
  type ClockCommand,
  type ClockEvent,
  PRIORITY_TICK_MS,
  TICK_MS,
} from './audio-clock-protocol';
import { initialStallTracker, trackStall } from './stall-detection';

export interface ClockTimers {
  now: () => number;
  setInterval: (callback: () => void, ms: number) => ReturnType<typeof setInterval>;
  clearInterval: (id: ReturnType<typeof setInterval>) => void;
}

const defaultTimers: ClockTimers = {
  now: () => Date.now(),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (id) => {
    clearInterval(id);
  },
};

export interface AudioClockCore {
  handle: (command: ClockCommand) => void;
}

/**
 * The clock's logic, identical in the worker and in the main-thread fallback: ticks while running
 * (slower in priority mode) and turns media samples into at most one `stalled` per episode.
 */
export function createAudioClockCore(
  emit: (event: ClockEvent) => void,
  timers: ClockTimers = defaultTimers,
): AudioClockCore {
  let running = false;
  let priority = false;
  let interval: ReturnType<typeof setInterval> | null = null;
  let tracker = initialStallTracker(timers.now());

  const schedule = () => {
    if (interval !== null) timers.clearInterval(interval);
    interval = null;
    if (!running) return;
    interval = timers.setInterval(
      () => {
        emit({ type: 'tick' });
      },
      priority ? PRIORITY_TICK_MS : TICK_MS,
    );
  };

  return {
    handle(command) {
      switch (command.type) {
        case 'start':
          if (running) return;
          running = true;
          schedule();
          return;
        case 'stop':
          running = false;
          schedule();
          return;
        case 'priority':
          if (priority === command.enabled) return;
          priority = command.enabled;
          schedule();
          return;
        case 'sample': {
          const decision = trackStall(tracker, command.sample, timers.now());
          tracker = decision.tracker;
          if (decision.stalled) emit({ type: 'stalled' });
          return;
        }
        case 'reset':
          tracker = initialStallTracker(timers.now());
          return;
      }
    },
  };
}
