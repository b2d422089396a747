import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $currentTrack } from '@/entities/player';
import { fetchPeaks, type PeaksReply } from '../api/fetch-peaks';
import {
  type PeaksCache,
  type PeaksState,
  peaksAt,
  rememberPeaks,
  shouldFetchPeaks,
} from '../lib/peaks-cache';

/** A seek bar shows a track whose waveform peaks are at this address (its `peaksUrl`). */
export const peaksWanted = createEvent<string>();

/** GET the peaks; tests replace its handler (`fork({ handlers })`). */
export const fetchPeaksFx = createEffect<string, PeaksReply>(fetchPeaks);

/** The waveforms asked for lately, by address (lib/peaks-cache). */
export const $peaksCache = createStore<PeaksCache>([]);

/** The current track's peaks: null when it has none, loading until they are first asked for. */
export const $currentPeaks = combine(
  $currentTrack,
  $peaksCache,
  (track, cache): PeaksState | null => {
    const url = track?.peaksUrl ?? null;
    if (url === null) return null;
    return peaksAt(cache, url) ?? { status: 'loading' };
  },
);

// Asked once per address while it loads or is known; a failed one is asked again next time.
sample({
  clock: peaksWanted,
  source: $peaksCache,
  filter: shouldFetchPeaks,
  fn: (_, url) => url,
  target: fetchPeaksFx,
});

$peaksCache
  .on(fetchPeaksFx, (cache, url) => rememberPeaks(cache, url, { status: 'loading' }))
  .on(fetchPeaksFx.done, (cache, { params, result }) =>
    rememberPeaks(cache, params, { status: 'ready', ...result }),
  )
  // No waveform is no problem: the seek bar stays plain and playback goes on.
  .on(fetchPeaksFx.fail, (cache, { params }) => rememberPeaks(cache, params, { status: 'failed' }));
