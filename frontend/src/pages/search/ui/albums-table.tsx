import { cx } from '@/shared/lib/classnames';
import { type Album, releaseYear } from '@/entities/album';
import { Artwork } from '@/shared/ui/artwork';
import { Table, type TableColumn } from '@/shared/ui/table';
import { MobileMeta } from './mobile-meta';
import styles from './search-results.module.css';

/** The spec's columns; below 768 px artist and year fold into the title's second line. */
const COLUMNS: TableColumn<Album>[] = [
  {
    key: 'cover',
    header: 'Cover',
    width: '72px',
    cell: (album) => <Artwork src={album.artwork_url} kind="album" />,
  },
  {
    key: 'title',
    header: 'Album Title',
    cell: (album) => (
      <>
        <span className={styles.primary}>{album.title}</span>
        <MobileMeta parts={[album.artist_name, releaseYear(album.release_date)]} />
      </>
    ),
  },
  { key: 'artist', header: 'Artist', cell: (album) => album.artist_name, hideOnMobile: true },
  {
    key: 'year',
    header: 'Year',
    width: '80px',
    cell: (album) => releaseYear(album.release_date) ?? '—',
    hideOnMobile: true,
  },
];

export interface AlbumsTableProps {
  albums: Album[];
  query: string;
  loading: boolean;
  onOpen: (album: Album) => void;
}

export function AlbumsTable({ albums, query, loading, onOpen }: AlbumsTableProps) {
  return (
    <Table
      caption="Albums"
      className={cx(styles.table)}
      columns={COLUMNS}
      rows={albums}
      getRowKey={(album) => album.id}
      getRowLabel={(album) => `Open ${album.title} by ${album.artist_name}`}
      onRowClick={onOpen}
      loading={loading}
      empty={`No albums found matching "${query}"`}
    />
  );
}
