import type { MetricsRow, TrackCounterRow } from '../artist-metrics-sql.js';

export type Metrics = MetricsRow;

export const NO_METRICS: Metrics = {
  plays: 0,
  streams: 0,
  unique_listeners: 0,
  play_listeners: 0,
  preview_listeners: 0,
  listening_time_ms: 0,
  completes: 0,
  partials: 0,
  skips: 0,
  previews: 0,
};

/** Only the counters, whatever else the row carries (the reply names each field once). */
export const metricsOf = (row: MetricsRow | undefined): Metrics =>
  row === undefined
    ? NO_METRICS
    : {
        plays: row.plays,
        streams: row.streams,
        unique_listeners: row.unique_listeners,
        play_listeners: row.play_listeners,
        preview_listeners: row.preview_listeners,
        listening_time_ms: row.listening_time_ms,
        completes: row.completes,
        partials: row.partials,
        skips: row.skips,
        previews: row.previews,
      };

export interface AlbumFigures {
  album_id: string;
  title: string;
  plays: number;
  streams: number;
}

/** The albums of the played tracks, most streamed first. */
export function albumsOf(tracks: readonly TrackCounterRow[]): AlbumFigures[] {
  const albums = new Map<string, AlbumFigures>();
  for (const track of tracks) {
    const album = albums.get(track.album_id) ?? {
      album_id: track.album_id,
      title: track.album_title,
      plays: 0,
      streams: 0,
    };
    album.plays += track.plays;
    album.streams += track.streams;
    albums.set(track.album_id, album);
  }
  return [...albums.values()].sort(
    (a, b) => b.streams - a.streams || b.plays - a.plays || a.title.localeCompare(b.title),
  );
}

/** Browser families shown by name; the rest are summed as "Other". */
export const DEVICES_SHOWN = 6;

export function deviceShares(
  rows: readonly { device: string; plays: number }[],
): { key: string; plays: number }[] {
  const sorted = [...rows].sort((a, b) => b.plays - a.plays || a.device.localeCompare(b.device));
  const shown = sorted.slice(0, DEVICES_SHOWN).map(({ device, plays }) => ({ key: device, plays }));
  const rest = sorted.slice(DEVICES_SHOWN).reduce((sum, row) => sum + row.plays, 0);
  return rest > 0 ? [...shown, { key: 'Other', plays: rest }] : shown;
}

/**
 * From how many full plays ended in each 5 % bucket of the track (index 0 = under 5 %, 20 = the
 * end): the share still listening at 0 %, 5 %, … 100 %. No plays: every share is 0.
 */
export function retentionCurve(endedIn: readonly number[]): { percent: number; share: number }[] {
  const total = endedIn.reduce((sum, n) => sum + n, 0);
  let stillListening = total;
  return endedIn.map((ended, bucket) => {
    const point = { percent: bucket * 5, share: total === 0 ? 0 : stillListening / total };
    stillListening -= ended;
    return point;
  });
}

/** Signed-in listeners of a period split into new (first play of the artist in it) and returning. */
export const listenerMix = (signedIn: number, newListeners: number) => ({
  new: Math.min(newListeners, signedIn),
  returning: Math.max(0, signedIn - newListeners),
});
