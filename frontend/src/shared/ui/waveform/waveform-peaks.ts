/**
 * The waveform peaks the pipeline stores (docs/adr/0042): `{ version: 1, durationS, count,
 * peaks }`, about 1,000 points from 0 to 1. A waveform draws fewer bars than that, each the
 * loudest of its stretch, so a quiet moment between loud ones is never drawn louder than it is.
 */
export const WAVEFORM_BARS = 160;

/** The peaks of a document as the server sent it; anything unexpected is "no peaks" ([]). */
export function peaksOf(document: unknown): number[] {
  if (typeof document !== 'object' || document === null) return [];
  const { peaks } = document as { peaks?: unknown };
  if (!Array.isArray(peaks)) return [];
  return peaks.map((value) =>
    typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0,
  );
}

/** The length of the audio the peaks were taken from, in seconds; null when the document has none. */
export function peaksDurationOf(document: unknown): number | null {
  if (typeof document !== 'object' || document === null) return null;
  const { durationS } = document as { durationS?: unknown };
  return typeof durationS === 'number' && Number.isFinite(durationS) && durationS > 0
    ? durationS
    : null;
}

/** `bars` heights (0–1) from the peaks; as many as there are peaks when there are fewer. */
export function waveformBars(peaks: readonly number[], bars = WAVEFORM_BARS): number[] {
  if (peaks.length <= bars) return [...peaks];
  return Array.from({ length: bars }, (_, bar) => {
    const from = Math.floor((bar * peaks.length) / bars);
    const to = Math.floor(((bar + 1) * peaks.length) / bars);
    let loudest = 0;
    for (let index = from; index < to; index += 1) loudest = Math.max(loudest, peaks[index] ?? 0);
    return loudest;
  });
}
