import { AccessChip, isTrackLocked, type Track } from '@/entities/track';
import { cx } from '@/shared/lib/classnames';
import { Artwork } from '@/shared/ui/artwork';
import { NowPlayingBars } from '@/shared/ui/now-playing-bars';
import { Table, type TableColumn } from '@/shared/ui/table';
import styles from './search-results.module.css';

/** The track in the player, if any, and whether it plays or is paused. */
interface NowPlaying {
  currentTrackId: string | null;
  playing: boolean;
}

/** The spec's columns; the track in the player gets the equaliser on its cover and a red title. */
const columnsFor = ({ currentTrackId, playing }: NowPlaying): TableColumn<Track>[] => [
  {
    key: 'cover',
    header: 'Cover',
    width: '72px',
    cell: (track) => (
      <span className={styles.cover}>
        <Artwork src={track.artwork_url} kind="album" />
        {track.id === currentTrackId ? (
          <NowPlayingBars playing={playing} className={cx(styles.coverBars)} />
        ) : null}
      </span>
    ),
  },
  {
    key: 'title',
    header: 'Track Title',
    cell: (track) =>
      track.id === currentTrackId ? (
        <span className={styles.currentTitle}>{track.title}</span>
      ) : (
        <span className={styles.primary}>{track.title}</span>
      ),
  },
  { key: 'artist', header: 'Artist', cell: (track) => track.artist_name },
  { key: 'album', header: 'Album', cell: (track) => track.album_title, hideOnMobile: true },
  {
    key: 'access',
    header: 'Access',
    width: '160px',
    cell: (track) => <AccessChip track={track} />,
  },
];

/** Locked rows say so, as the dialog they open will. */
const rowLabel = (track: Track): string =>
  isTrackLocked(track)
    ? `${track.title} by ${track.artist_name}, SoundCheck exclusive`
    : `Play ${track.title} by ${track.artist_name}`;

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
      columns={columnsFor({ currentTrackId, playing })}
      rows={tracks}
      getRowKey={(track) => track.id}
      getRowLabel={rowLabel}
      isRowCurrent={(track) => track.id === currentTrackId}
      onRowClick={props.onActivate}
      loading={loading}
      empty={`No tracks found matching "${query}"`}
    />
  );
}
