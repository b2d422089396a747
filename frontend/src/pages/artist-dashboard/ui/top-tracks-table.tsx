import { useId, useState } from 'react';
import type { TrackMetrics } from '../api/analytics-api';
import { METRIC_DEFINITIONS } from '../lib/figure-definitions';
import { formatCount, formatListeningTime } from '../lib/format-figures';
import {
  DEFAULT_TRACK_SORT,
  nextSort,
  sortTracks,
  type TrackFigureKey,
  type TrackSort,
  type TrackSortKey,
} from '../lib/track-sort';
import { DefinedFigure } from './defined-figure';
import styles from './top-tracks-table.module.css';

export interface TopTracksTableProps {
  tracks: readonly TrackMetrics[];
  onOpenTrack: (trackId: string) => void;
  /** The track whose detail is open (marked in the table). */
  openTrackId?: string | null;
  defaultSort?: TrackSort;
}

interface Column {
  key: TrackSortKey;
  header: string;
  /** What a figure's column counts (the title column has none). */
  definition?: string;
  hideOnMobile?: boolean;
}

const figure = (key: TrackFigureKey, hideOnMobile = false): Column => ({
  key,
  header: METRIC_DEFINITIONS[key].label,
  definition: METRIC_DEFINITIONS[key].definition,
  hideOnMobile,
});

/** Listeners of plays beside the plays, preview listeners beside the previews (ADR 0046). */
const COLUMNS: Column[] = [
  { key: 'title', header: 'Track' },
  figure('streams'),
  figure('plays'),
  figure('play_listeners', true),
  figure('previews', true),
  figure('preview_listeners', true),
  figure('listening_time_ms', true),
  figure('completes', true),
  figure('skips', true),
];

const cellText = (track: TrackMetrics, key: TrackSortKey): string =>
  key === 'title'
    ? track.title
    : key === 'listening_time_ms'
      ? formatListeningTime(track[key])
      : formatCount(track[key]);

/**
 * The tracks played in the period, sortable by any column (header buttons, `aria-sort`, each
 * figure's definition on hover or focus of its header); each title is a button (named by the title alone, as it reads) that opens the track's own figures
 * and retention curve.
 */
export function TopTracksTable({
  tracks,
  onOpenTrack,
  openTrackId = null,
  defaultSort = DEFAULT_TRACK_SORT,
}: TopTracksTableProps) {
  const [sort, setSort] = useState(defaultSort);
  const hintId = useId();
  const rows = sortTracks(tracks, sort);
  return (
    <div className={styles.scroller}>
      <span id={hintId} hidden>
        Shows the track's figures and retention curve
      </span>
      <table className={styles.table}>
        <caption className={styles.caption}>Top tracks</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => {
              const button = (
                <button
                  type="button"
                  className={styles.sortButton}
                  onClick={() => {
                    setSort(nextSort(sort, column.key));
                  }}
                >
                  {column.header}
                  <span aria-hidden="true" className={styles.arrow}>
                    {sort.key !== column.key ? '' : sort.direction === 'ascending' ? '↑' : '↓'}
                  </span>
                </button>
              );
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sort.key === column.key ? sort.direction : undefined}
                  data-numeric={column.key === 'title' ? undefined : true}
                  data-hide-mobile={column.hideOnMobile}
                >
                  {column.definition === undefined ? (
                    button
                  ) : (
                    <DefinedFigure definition={column.definition}>{button}</DefinedFigure>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((track) => (
            <tr key={track.track_id} aria-current={track.track_id === openTrackId || undefined}>
              <td>
                <button
                  type="button"
                  className={styles.trackButton}
                  aria-describedby={hintId}
                  onClick={() => {
                    onOpenTrack(track.track_id);
                  }}
                >
                  {track.title}
                </button>
                <span className={styles.album}>{track.album_title}</span>
              </td>
              {COLUMNS.slice(1).map((column) => (
                <td key={column.key} data-numeric data-hide-mobile={column.hideOnMobile}>
                  {cellText(track, column.key)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
