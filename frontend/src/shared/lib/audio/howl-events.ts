import type { Howl } from 'howler';

export type SoundFailure = 'loadError' | 'playError';

/** What the engine does with one sound's Howler events. */
export interface SoundHandlers {
  loaded: () => void;
  playing: () => void;
  paused: () => void;
  ended: () => void;
  failed: (kind: SoundFailure, error: unknown) => void;
}

/**
 * Routes a Howl's events to `handlers`, replacing any listeners it had (a preloaded sound's).
 * Howler emits on a timer, so a sound released meanwhile may still report: `isCurrent` filters.
 */
export function forwardHowlEvents(
  howl: Howl,
  isCurrent: () => boolean,
  handlers: SoundHandlers,
): void {
  const whileCurrent =
    <A extends unknown[]>(handler: (...args: A) => void) =>
    (...args: A) => {
      if (isCurrent()) handler(...args);
    };
  howl.off();
  howl.on('load', whileCurrent(handlers.loaded));
  howl.on('play', whileCurrent(handlers.playing));
  howl.on('pause', whileCurrent(handlers.paused));
  howl.on('stop', whileCurrent(handlers.paused));
  howl.on('end', whileCurrent(handlers.ended));
  howl.on(
    'loaderror',
    whileCurrent((_id: number, error: unknown) => {
      handlers.failed('loadError', error);
    }),
  );
  howl.on(
    'playerror',
    whileCurrent((_id: number, error: unknown) => {
      handlers.failed('playError', error);
    }),
  );
}
