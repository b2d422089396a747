/** The part of an AudioContext the suspender touches. */
export interface SuspendableContext {
  readonly state: string;
  suspend: () => Promise<void>;
  resume: () => Promise<void>;
}

export interface AudioContextSuspender {
  /** Call before sound starts: resumes a suspended context and cancels a pending suspension. */
  soundStarting: () => void;
  /** Call when sound stops: the context is suspended once `idleMs` pass without sound. */
  soundStopped: () => void;
  dispose: () => void;
}

/**
 * Spec §9: the audio context suspends after 30 s of inactivity. Howler's own auto-suspend is off
 * (it only watches Web Audio sounds, and ours are HTML5), so the engine reports sound itself.
 */
export function createAudioContextSuspender(
  contextOf: () => SuspendableContext | null | undefined,
  idleMs: number,
): AudioContextSuspender {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const ignoreRefusal = () => undefined;
  return {
    soundStarting() {
      cancel();
      const context = contextOf();
      if (context?.state === 'suspended') context.resume().catch(ignoreRefusal);
    },
    soundStopped() {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        const context = contextOf();
        if (context?.state === 'running') context.suspend().catch(ignoreRefusal);
      }, idleMs);
    },
    dispose: cancel,
  };
}
