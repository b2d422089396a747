import type { Howl } from 'howler';
import { createStreamingHowl } from './howler-setup';

/** One loaded (or loading) sound. */
export interface Slot {
  url: string;
  howl: Howl;
  soundId: number | undefined;
  failed: boolean;
  /** Where playback (re)starts once loaded: Howler holds seeks made before that in a queue. */
  startAt: number;
}

export function release(slot: Slot | null): void {
  if (slot === null) return;
  slot.howl.off(); // no events from a sound on its way out
  slot.howl.unload(); // gives its <audio> element back to Howler's pool
}

export function isLoaded(slot: Slot): boolean {
  return slot.howl.state() === 'loaded';
}

/** Until the sound is loaded its element still says 0: the pending start position counts. */
export function positionOf(slot: Slot): number {
  if (!isLoaded(slot)) return slot.startAt;
  const seconds: unknown = slot.howl.seek();
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : slot.startAt;
}

export function createSlot(url: string, volume: number): Slot {
  return {
    url,
    howl: createStreamingHowl(url, volume),
    soundId: undefined,
    failed: false,
    startAt: 0,
  };
}
