import { peaksDurationOf, peaksOf } from '@/shared/ui/waveform';

export interface PeaksReply {
  /** 0–1, about 1,000 of them; [] when the document holds none. */
  peaks: number[];
  /** How long the audio they were taken from is, in seconds; null when the document does not say. */
  durationS: number | null;
}

/**
 * GET a track's `peaks_url`: public JSON (`{ version: 1, durationS, count, peaks }`) the browser
 * may cache for a year, so a plain fetch without the bearer. Throws on any failure.
 */
export async function fetchPeaks(url: string): Promise<PeaksReply> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Peaks request failed: ${response.status}`);
  const document: unknown = await response.json();
  return { peaks: peaksOf(document), durationS: peaksDurationOf(document) };
}
