/**
 * The waveforms the seek bar has asked for, by the peaks' address (`peaksUrl`): a few, the most
 * recently answered last, so a track played again draws at once. A failure is kept only until
 * the next ask: the bar stays plain meanwhile, and playback never waits for it.
 */
export type PeaksState =
  | { status: 'loading' }
  | { status: 'ready'; peaks: number[]; durationS: number | null }
  | { status: 'failed' };

export interface PeaksEntry {
  url: string;
  state: PeaksState;
}

export type PeaksCache = readonly PeaksEntry[];

/** How many waveforms are kept (each about 1,000 numbers). */
export const PEAKS_CACHE_SIZE = 6;

export function peaksAt(cache: PeaksCache, url: string): PeaksState | null {
  return cache.find((entry) => entry.url === url)?.state ?? null;
}

/** Asked for the first time, or failed last time: fetch. Loading or known: nothing to do. */
export function shouldFetchPeaks(cache: PeaksCache, url: string): boolean {
  const state = peaksAt(cache, url);
  return state === null || state.status === 'failed';
}

/** The cache with `url` set to `state`, moved to the end; the oldest go past `size`. */
export function rememberPeaks(
  cache: PeaksCache,
  url: string,
  state: PeaksState,
  size = PEAKS_CACHE_SIZE,
): PeaksCache {
  const kept = cache.filter((entry) => entry.url !== url);
  return [...kept, { url, state }].slice(-size);
}
