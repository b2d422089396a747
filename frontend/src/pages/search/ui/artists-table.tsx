import { cx } from '@/shared/lib/classnames';
import type { ArtistSummary } from '@/entities/artist';
import { Artwork } from '@/shared/ui/artwork';
import { Chip } from '@/shared/ui/chip';
import { Table, type TableColumn } from '@/shared/ui/table';
import styles from './search-results.module.css';

function GenreChips({ genres, className }: { genres: readonly string[]; className: string }) {
  if (genres.length === 0) return null;
  return (
    <ul className={className} aria-label="Genres">
      {genres.map((genre) => (
        <li key={genre}>
          <Chip>{genre}</Chip>
        </li>
      ))}
    </ul>
  );
}

/** The spec's columns; below 768 px the genre chips wrap under the name instead. */
const COLUMNS: TableColumn<ArtistSummary>[] = [
  {
    key: 'image',
    header: 'Image',
    width: '72px',
    cell: (artist) => <Artwork src={artist.image_url} kind="artist" />,
  },
  {
    key: 'name',
    header: 'Artist Name',
    cell: (artist) => (
      <>
        <span className={styles.primary}>{artist.name}</span>
        <GenreChips genres={artist.genres} className={cx(styles.mobileChips)} />
      </>
    ),
  },
  {
    key: 'genres',
    header: 'Genre',
    cell: (artist) => <GenreChips genres={artist.genres} className={cx(styles.chips)} />,
    hideOnMobile: true,
  },
];

export interface ArtistsTableProps {
  artists: ArtistSummary[];
  query: string;
  loading: boolean;
  onOpen: (artist: ArtistSummary) => void;
}

export function ArtistsTable({ artists, query, loading, onOpen }: ArtistsTableProps) {
  return (
    <Table
      caption="Artists"
      className={cx(styles.table)}
      columns={COLUMNS}
      rows={artists}
      getRowKey={(artist) => artist.id}
      getRowLabel={(artist) => `Open ${artist.name}`}
      onRowClick={onOpen}
      loading={loading}
      empty={`No artists found matching "${query}"`}
    />
  );
}
