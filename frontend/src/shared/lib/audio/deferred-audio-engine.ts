import type { AudioEngine, AudioEngineEvent, AudioEngineEvents } from './audio-engine';
import type { AudioEngineOptions } from './howler-audio-engine';

type Command = (engine: AudioEngine) => void;
interface Subscription {
  /** Attaches the listener to the real engine; answers its detach. */
  attach: (engine: AudioEngine) => () => void;
  /** Detaches it from the real engine, once attached there. */
  off: (() => void) | undefined;
}

/** Runs `task` once the page has loaded and the browser is idle (its first requests come first). */
function whenPageIdle(task: () => void): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(task, { timeout: 3000 });
    } else {
      window.setTimeout(task, 1000);
    }
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * The audio engine, returned at once while Howler's code (a chunk of its own, ~10 KB gzipped,
 * outside the first load's JavaScript budget) is fetched: at the first call that needs sound
 * (load, preload, play), else once the page has loaded and is idle, so it never competes with
 * the requests the first screen waits for. Calls made meanwhile are kept in order and replayed on
 * the real engine when it arrives; listeners are attached to it then. Before that the position
 * is the last seek (else 0) and the duration 0, as for a sound still loading.
 */
export function createAudioEngine(options: AudioEngineOptions = {}): AudioEngine {
  let real: AudioEngine | null = null;
  let destroyed = false;
  const pending: Command[] = [];
  const subscriptions = new Set<Subscription>();
  let position = 0;

  let fetching = false;
  const fetchHowler = () => {
    if (fetching) return;
    fetching = true;
    void import('./howler-audio-engine').then(({ createAudioEngine: createHowlerEngine }) => {
      if (destroyed) return;
      const engine = createHowlerEngine(options);
      real = engine;
      for (const subscription of subscriptions) {
        subscription.off = subscription.attach(engine);
      }
      for (const command of pending.splice(0)) command(engine);
    });
  };
  whenPageIdle(fetchHowler);

  const run = (command: Command) => {
    if (real === null) pending.push(command);
    else command(real);
  };
  /** A call that needs sound: Howler is fetched now if it is not on its way yet. */
  const runWithSound = (command: Command) => {
    run(command);
    fetchHowler();
  };

  return {
    load: (url, loadOptions) => {
      position = loadOptions.startAt ?? 0;
      runWithSound((engine) => {
        engine.load(url, loadOptions);
      });
    },
    play: () => {
      runWithSound((engine) => {
        engine.play();
      });
    },
    pause: () => {
      run((engine) => {
        engine.pause();
      });
    },
    stop: () => {
      position = 0;
      run((engine) => {
        engine.stop();
      });
    },
    seek: (seconds) => {
      position = Math.max(0, seconds);
      run((engine) => {
        engine.seek(seconds);
      });
    },
    position: () => real?.position() ?? position,
    duration: () => real?.duration() ?? 0,
    setVolume: (volume) => {
      run((engine) => {
        engine.setVolume(volume);
      });
    },
    setLoop: (loop) => {
      run((engine) => {
        engine.setLoop(loop);
      });
    },
    preload: (url) => {
      runWithSound((engine) => {
        engine.preload(url);
      });
    },
    unload: () => {
      run((engine) => {
        engine.unload();
      });
    },
    setPriority: (enabled) => {
      run((engine) => {
        engine.setPriority(enabled);
      });
    },
    on: <E extends AudioEngineEvent>(
      event: E,
      listener: (payload: AudioEngineEvents[E]) => void,
    ) => {
      const subscription: Subscription = {
        attach: (engine) => engine.on(event, listener),
        off: real?.on(event, listener),
      };
      subscriptions.add(subscription);
      return () => {
        subscriptions.delete(subscription);
        subscription.off?.();
      };
    },
    destroy: () => {
      destroyed = true;
      pending.length = 0;
      real?.destroy();
    },
  };
}
