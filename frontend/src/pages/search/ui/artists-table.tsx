import type { ArtistSummary } from '@/entities/artist';
import { Artwork } from '@/shared/ui/artwork';
import { Chip } from '@/shared/ui/chip';
import { Table, type TableColumn } from '@/shared/ui/table';
import styles from './search-results.module.css';

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
    cell: (artist) => <span className={styles.primary}>{artist.name}</span>,
  },
  {
    key: 'genres',
    header: 'Genre',
    cell: (artist) => (
      <ul className={styles.chips} aria-label="Genres">
        {artist.genres.map((genre) => (
          <li key={genre}>
            <Chip>{genre}</Chip>
          </li>
        ))}
      </ul>
    ),
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
