import type { AudioEngine, AudioEngineEvent, AudioEngineEvents } from './audio-engine';
import type { AudioEngineOptions } from './howler-audio-engine';

type Command = (engine: AudioEngine) => void;
interface Subscription {
  /** Attaches the listener to the real engine; answers its detach. */
  attach: (engine: AudioEngine) => () => void;
  /** Detaches it from the real engine, once attached there. */
  off: (() => void) | undefined;
}

/**
 * The audio engine, returned at once while Howler's code (a chunk of its own, ~10 KB gzipped,
 * outside the first load's JavaScript budget) is fetched. Calls made meanwhile are kept in order
 * and replayed on the real engine when it arrives; listeners are attached to it then. Before
 * that the position is the last seek (else 0) and the duration 0, as for a sound still loading.
 */
export function createAudioEngine(options: AudioEngineOptions = {}): AudioEngine {
  let real: AudioEngine | null = null;
  let destroyed = false;
  const pending: Command[] = [];
  const subscriptions = new Set<Subscription>();
  let position = 0;

  void import('./howler-audio-engine').then(({ createAudioEngine: createHowlerEngine }) => {
    if (destroyed) return;
    const engine = createHowlerEngine(options);
    real = engine;
    for (const subscription of subscriptions) {
      subscription.off = subscription.attach(engine);
    }
    for (const command of pending.splice(0)) command(engine);
  });

  const run = (command: Command) => {
    if (real === null) pending.push(command);
    else command(real);
  };

  return {
    load: (url, loadOptions) => {
      position = loadOptions.startAt ?? 0;
      run((engine) => {
        engine.load(url, loadOptions);
      });
    },
    play: () => {
      run((engine) => {
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
      run((engine) => {
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
