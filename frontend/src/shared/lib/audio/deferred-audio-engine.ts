import type {
  AudioEngine,
  AudioEngineEvent,
  AudioEngineEvents,
  AudioEngineKind,
} from './audio-engine';
import type { AudioEngineOptions } from './howler-audio-engine';
import { supportsGaplessMse } from './mse-media';

/** An engine whose code arrives later; it says which engine plays once it knows. */
export interface DeferredAudioEngine extends AudioEngine {
  engineKind: () => AudioEngineKind | null;
  clearPreload: () => void;
}

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
 * The audio engine, returned at once while its code (a chunk of its own, outside the first load's
 * JavaScript budget) is fetched: at the first call that needs sound (load, preload, play), else
 * once the page has loaded and is idle, so it never competes with the requests the first screen
 * waits for. Where the browser plays AAC through Media Source Extensions, that code is the
 * switching engine (docs/adr/0049: gapless albums through Media Source, the rest through Howler);
 * elsewhere Howler's alone. `gapless: false` asks for Howler's alone anyway.
 */
export function createAudioEngine(
  options: AudioEngineOptions & { gapless?: boolean } = {},
): DeferredAudioEngine {
  const { gapless = true, ...howlerOptions } = options;
  if (gapless && supportsGaplessMse()) {
    return deferredEngine(() =>
      import('./switching-audio-engine').then(({ createSwitchingAudioEngine }) =>
        createSwitchingAudioEngine(howlerOptions),
      ),
    );
  }
  return deferredEngine(() =>
    import('./howler-audio-engine').then(({ createAudioEngine: createHowlerEngine }) =>
      createHowlerEngine(howlerOptions),
    ),
  );
}

/**
 * An engine returned at once whose real one `load` brings. Calls made meanwhile are kept in order
 * and replayed on the real engine when it arrives; listeners are attached to it then. Before that
 * the position is the last seek (else 0) and the duration 0, as for a sound still loading.
 */
function deferredEngine(load: () => Promise<AudioEngine>): DeferredAudioEngine {
  let real: AudioEngine | null = null;
  let destroyed = false;
  const pending: Command[] = [];
  const subscriptions = new Set<Subscription>();
  let position = 0;

  let fetching = false;
  const fetchHowler = () => {
    if (fetching) return;
    fetching = true;
    void load().then((engine) => {
      if (destroyed) {
        engine.destroy();
        return;
      }
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
    preload: (url, track) => {
      runWithSound((engine) => {
        engine.preload(url, track);
      });
    },
    clearPreload: () => {
      run((engine) => {
        engine.clearPreload?.();
      });
    },
    engineKind: () => {
      if (real === null) return null;
      return 'engineKind' in real && typeof real.engineKind === 'function'
        ? (real.engineKind as () => AudioEngineKind | null)()
        : 'howler';
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
