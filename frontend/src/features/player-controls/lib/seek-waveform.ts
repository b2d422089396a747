import type { PeaksState } from './peaks-cache';

/** An arrow key on the seek bar moves this far (issue 26); the page keys and Shift move 10 s. */
export const SEEK_ARROW_SECONDS = 5;

/** Bars across the seek bar: the desktop bar's is wide, the full player's fits a phone. */
export const WAVEFORM_BAR_COUNT = { inline: 120, stacked: 80 } as const;

/**
 * How the seek bar looks: the plain bar, the plain bar with the waveform's room kept while the
 * peaks load, or the waveform.
 */
export type SeekLook =
  { kind: 'plain' } | { kind: 'loading' } | { kind: 'waveform'; peaks: readonly number[] };

/**
 * Whether the peaks belong to what is playing: a visitor hears a 30-second preview, and the whole
 * track's waveform under it would put every moment in the wrong place. A second or two apart
 * (the encoder's padding) is the same audio.
 */
export function peaksFitDuration(peaksDurationS: number | null, durationS: number): boolean {
  if (peaksDurationS === null) return true;
  return Math.abs(peaksDurationS - durationS) <= Math.max(2, peaksDurationS * 0.02);
}

/**
 * The look for the current track's peaks (`null`: the track has none) and the player's duration.
 * Anything but usable peaks is the plain bar: failures are not the listener's concern.
 */
export function seekLookOf(peaks: PeaksState | null, durationS: number): SeekLook {
  if (peaks === null || peaks.status === 'failed') return { kind: 'plain' };
  if (peaks.status === 'loading') return { kind: 'loading' };
  const usable =
    peaks.peaks.length > 0 && durationS > 0 && peaksFitDuration(peaks.durationS, durationS);
  return usable ? { kind: 'waveform', peaks: peaks.peaks } : { kind: 'plain' };
}

const FORWARD = new Set(['ArrowRight', 'ArrowUp']);
const BACK = new Set(['ArrowLeft', 'ArrowDown']);

export interface ArrowStep {
  /** How far one arrow key moves. */
  keyStep: number;
  /** The slider's own step: the value lands on a multiple of it. */
  step: number;
  max: number;
}

/**
 * The value after an arrow key (Shift not held: the slider's own 10-step skip stays), kept on the
 * slider's steps and inside 0–max; null for any other key.
 */
export function valueAfterArrow(
  key: string,
  shiftKey: boolean,
  value: number,
  { keyStep, step, max }: ArrowStep,
): number | null {
  if (shiftKey) return null;
  const direction = FORWARD.has(key) ? 1 : BACK.has(key) ? -1 : 0;
  if (direction === 0) return null;
  const next = Math.round((value + direction * keyStep) / step) * step;
  return Math.min(max, Math.max(0, next));
}
