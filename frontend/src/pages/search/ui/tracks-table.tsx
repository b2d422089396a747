import { AccessChip, isTrackLocked, type Track } from '@/entities/track';
import { Artwork } from '@/shared/ui/artwork';
import { Table, type TableColumn } from '@/shared/ui/table';
import styles from './search-results.module.css';

const COLUMNS: TableColumn<Track>[] = [
  {
    key: 'cover',
    header: 'Cover',
    width: '72px',
    cell: (track) => <Artwork src={track.artwork_url} kind="album" />,
  },
  {
    key: 'title',
    header: 'Track Title',
    cell: (track) => <span className={styles.primary}>{track.title}</span>,
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
  onActivate: (track: Track) => void;
}

export function TracksTable({ tracks, query, loading, onActivate }: TracksTableProps) {
  return (
    <Table
      caption="Tracks"
      columns={COLUMNS}
      rows={tracks}
      getRowKey={(track) => track.id}
      getRowLabel={rowLabel}
      onRowClick={onActivate}
      loading={loading}
      empty={`No tracks found matching "${query}"`}
    />
  );
}
