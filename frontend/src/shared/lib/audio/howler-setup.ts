import { Howl, Howler } from 'howler';

/** Howler internals used here: its unlock routine (not in the typings). */
interface HowlerInternals {
  _unlockAudio?: () => void;
}

let configured = false;

/**
 * Spec §9: auto-unlock on, auto-suspend off (we suspend ourselves), an HTML5 pool of 10. The
 * unlock is armed now rather than at the first Howl: the first track's address arrives after an
 * await, outside the listener's click, so the pool of unlocked `<audio>` elements must already be
 * filled by then (iOS refuses to start a fresh element outside a gesture).
 */
export function configureHowler(html5PoolSize: number): void {
  if (configured) return;
  configured = true;
  Howler.html5PoolSize = html5PoolSize;
  Howler.autoUnlock = true;
  Howler.autoSuspend = false;
  Howler.volume(); // creates Howler's AudioContext, which the unlock needs
  (Howler as unknown as HowlerInternals)._unlockAudio?.();
}

/** Howler's AudioContext, when the browser has Web Audio. */
export function howlerContext(): AudioContext | undefined {
  return (Howler as { ctx?: AudioContext }).ctx;
}

/**
 * A full track streamed through an `<audio>` element (no download before playing). Signed
 * addresses have no extension, and all our audio is MP3 (docs/adr/0006).
 */
export function createStreamingHowl(url: string, volume: number): Howl {
  return new Howl({ src: [url], format: ['mp3'], html5: true, preload: true, volume });
}

/** The `<audio>` element behind an HTML5 Howl (one sound per Howl here). */
export function mediaElementOf(howl: Howl): HTMLMediaElement | null {
  const sounds = (howl as unknown as { _sounds?: { _node?: unknown }[] })._sounds;
  const node = sounds?.[0]?._node;
  return node instanceof HTMLMediaElement ? node : null;
}
