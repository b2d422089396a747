import { AccessChip, isTrackLocked, type Track } from '@/entities/track';
import { cx } from '@/shared/lib/classnames';
import { Artwork } from '@/shared/ui/artwork';
import { PauseIcon, PlayIcon } from '@/shared/ui/icons';
import { NowPlayingBars } from '@/shared/ui/now-playing-bars';
import { Table, type TableColumn } from '@/shared/ui/table';
import { MobileMeta } from './mobile-meta';
import styles from './search-results.module.css';

/** The track in the player, if any, and whether it plays or is paused. */
interface NowPlaying {
  currentTrackId: string | null;
  playing: boolean;
}

/**
 * The spec's columns; the track in the player gets the equaliser on its cover (pause or play on
 * hover and focus: the row toggles it) and a red title. Below 768 px artist, album and the
 * access chip fold under the title (docs/adr/0022).
 */
const columnsFor = ({ currentTrackId, playing }: NowPlaying): TableColumn<Track>[] => [
  {
    key: 'cover',
    header: 'Cover',
    width: '72px',
    cell: (track) => (
      <span className={styles.cover}>
        <Artwork src={track.artwork_url} kind="album" />
        {track.id === currentTrackId ? (
          <>
            <NowPlayingBars playing={playing} className={cx(styles.coverBars)} />
            <span className={styles.coverControl} aria-hidden="true">
              {playing ? <PauseIcon size={20} /> : <PlayIcon size={20} />}
            </span>
          </>
        ) : null}
      </span>
    ),
  },
  {
    key: 'title',
    header: 'Track Title',
    cell: (track) => (
      <>
        <span className={track.id === currentTrackId ? styles.currentTitle : styles.primary}>
          {track.title}
        </span>
        <MobileMeta parts={[track.artist_name, track.album_title]} />
        <span className={styles.mobileAccess}>
          <AccessChip track={track} />
        </span>
      </>
    ),
  },
  { key: 'artist', header: 'Artist', cell: (track) => track.artist_name, hideOnMobile: true },
  { key: 'album', header: 'Album', cell: (track) => track.album_title, hideOnMobile: true },
  {
    key: 'access',
    header: 'Access',
    cell: (track) => <AccessChip track={track} />,
    hideOnMobile: true,
  },
];

/** Locked rows say so, as the dialog they open will; the playing track's row pauses it. */
const rowLabelFor =
  ({ currentTrackId, playing }: NowPlaying) =>
  (track: Track): string => {
    if (isTrackLocked(track)) return `${track.title} by ${track.artist_name}, SoundCheck exclusive`;
    const action = track.id === currentTrackId && playing ? 'Pause' : 'Play';
    return `${action} ${track.title} by ${track.artist_name}`;
  };

export interface TracksTableProps {
  tracks: Track[];
  query: string;
  loading: boolean;
  /** The track in the player, marked in its row. */
  currentTrackId: string | null;
  playing: boolean;
  onActivate: (track: Track) => void;
}

export function TracksTable(props: TracksTableProps) {
  const { tracks, query, loading, currentTrackId, playing } = props;
  return (
    <Table
      caption="Tracks"
      className={cx(styles.table, styles.tracksTable)}
      columns={columnsFor({ currentTrackId, playing })}
      rows={tracks}
      getRowKey={(track) => track.id}
      getRowLabel={rowLabelFor({ currentTrackId, playing })}
      isRowCurrent={(track) => track.id === currentTrackId}
      onRowClick={props.onActivate}
      loading={loading}
      empty={`No tracks found matching "${query}"`}
    />
  );
}
