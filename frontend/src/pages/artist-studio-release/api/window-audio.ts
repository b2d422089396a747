/** The few parts of an HTMLAudioElement the window player uses (a fake stands in for tests). */
export interface WindowAudioElement {
  src: string;
  currentTime: number;
  preload: string;
  play(): Promise<void>;
  pause(): void;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface WindowRequest {
  url: string;
  startS: number;
  endS: number;
}

/** How the playing of a window ended: it reached its end, or it was stopped (or replaced). */
export type WindowOutcome = 'ended' | 'stopped';

/** Checked between `timeupdate` events (a browser sends about four a second). */
const END_CHECK_MS = 50;

/**
 * Plays stretches of one file in the studio with its own <audio> element, apart from the
 * site's player (Howler): one window at a time, from its start, paused at its end. `play`
 * settles when the window ends or is stopped, and rejects when the browser cannot play it.
 */
export function createWindowAudio(
  newElement: () => WindowAudioElement = () => new Audio(),
  timers: Pick<typeof globalThis, 'setInterval' | 'clearInterval'> = globalThis,
) {
  let element: WindowAudioElement | null = null;
  /** The element reports its source resolved against the page: compare with what was given. */
  let loadedUrl: string | null = null;
  let finishCurrent: ((outcome: WindowOutcome) => void) | null = null;

  const stop = (): void => {
    finishCurrent?.('stopped');
  };

  const play = ({ url, startS, endS }: WindowRequest): Promise<WindowOutcome> => {
    stop();
    const audio = (element ??= newElement());
    return new Promise<WindowOutcome>((resolve, reject) => {
      let timer: ReturnType<typeof setInterval> | null = null;
      const checkEnd = () => {
        if (audio.currentTime >= endS) finish('ended');
      };
      const onEnded = () => {
        finish('ended');
      };
      function finish(outcome: WindowOutcome | Error) {
        if (finishCurrent !== settle) return;
        finishCurrent = null;
        if (timer !== null) timers.clearInterval(timer);
        audio.removeEventListener('timeupdate', checkEnd);
        audio.removeEventListener('ended', onEnded);
        audio.pause();
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      }
      const settle = (outcome: WindowOutcome) => {
        finish(outcome);
      };
      finishCurrent = settle;
      audio.addEventListener('timeupdate', checkEnd);
      audio.addEventListener('ended', onEnded);
      audio.preload = 'auto';
      if (loadedUrl !== url) {
        audio.src = url;
        loadedUrl = url;
      }
      audio.currentTime = startS;
      timer = timers.setInterval(checkEnd, END_CHECK_MS);
      audio.play().catch((error: unknown) => {
        finish(error instanceof Error ? error : new Error(String(error)));
      });
    });
  };

  return { play, stop };
}

export type WindowAudio = ReturnType<typeof createWindowAudio>;
