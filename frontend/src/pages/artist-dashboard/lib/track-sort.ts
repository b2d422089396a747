import type { TrackMetrics } from '../api/analytics-api';
import type { ShownMetric } from './figure-definitions';

/** The top-tracks table's figures. */
export type TrackFigureKey = Extract<
  ShownMetric,
  | 'plays'
  | 'streams'
  | 'play_listeners'
  | 'previews'
  | 'preview_listeners'
  | 'listening_time_ms'
  | 'completes'
  | 'skips'
>;
/** The top-tracks table's sortable columns. */
export type TrackSortKey = 'title' | TrackFigureKey;
export interface TrackSort {
  key: TrackSortKey;
  direction: 'ascending' | 'descending';
}
/** As the server lists them: most streamed first. */
export const DEFAULT_TRACK_SORT: TrackSort = { key: 'streams', direction: 'descending' };

/**
 * The tracks in the chosen order; ties keep the server's order (most streamed first), so a
 * re-sort never shuffles equal rows.
 */
export function sortTracks(tracks: readonly TrackMetrics[], sort: TrackSort): TrackMetrics[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return tracks
    .map((track, index) => ({ track, index }))
    .sort((a, b) => {
      const order =
        sort.key === 'title'
          ? a.track.title.localeCompare(b.track.title, 'en-GB', { sensitivity: 'base' })
          : a.track[sort.key] - b.track[sort.key];
      return order * sign || a.index - b.index;
    })
    .map(({ track }) => track);
}

/**
 * A header click: the same column flips its direction, a new one starts with its natural order
 * (names A–Z, numbers largest first).
 */
export function nextSort(current: TrackSort, key: TrackSortKey): TrackSort {
  if (current.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { key, direction: key === 'title' ? 'ascending' : 'descending' };
}
