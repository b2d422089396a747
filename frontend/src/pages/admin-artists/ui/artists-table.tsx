import { generatePath, Link } from 'react-router';
import { artistDashboardPath, artistPath, catalogueIdentifier, ROUTES } from '@/shared/config';
import { formatLongDate } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { ChartIcon } from '@/shared/ui/icons';
import { Table, type TableColumn, type TableSort } from '@/shared/ui/table';
import type { AdminArtist } from '../api/admin-artists-api';
import styles from './admin-artists.module.css';

const COLUMNS: TableColumn<AdminArtist>[] = [
  {
    key: 'name',
    header: 'Artist',
    sortFirst: 'asc',
    cell: (artist) => <Link to={artistPath(catalogueIdentifier(artist))}>{artist.name}</Link>,
  },
  {
    key: 'albums',
    header: 'Albums',
    align: 'end',
    hideOnMobile: true,
    cell: (artist) => artist.album_count,
  },
  {
    key: 'tracks',
    header: 'Tracks',
    align: 'end',
    hideOnMobile: true,
    cell: (artist) => artist.track_count,
  },
  {
    key: 'accounts',
    header: 'Managed by',
    hideOnMobile: true,
    cell: (artist) =>
      artist.accounts.length === 0 ? (
        <span className={styles.muted}>No account</span>
      ) : (
        <ul className={styles.accounts}>
          {artist.accounts.map((account) => (
            <li key={account.id}>
              <Link to={generatePath(ROUTES.adminUser, { userId: account.id })}>
                {account.email}
              </Link>
              {account.role === 'artist' ? null : (
                <span className={styles.muted}> ({account.role}: no dashboard)</span>
              )}
            </li>
          ))}
        </ul>
      ),
  },
  {
    key: 'created',
    header: 'Added',
    sortFirst: 'desc',
    hideOnMobile: true,
    cell: (artist) => formatLongDate(artist.created_at),
  },
  {
    key: 'analytics',
    header: 'Analytics',
    align: 'end',
    cell: (artist) => (
      <Button asChild variant="secondary" size="sm" icon={<ChartIcon size={16} />}>
        <Link to={artistDashboardPath(artist.id)} aria-label={`Analytics of ${artist.name}`}>
          Analytics
        </Link>
      </Button>
    ),
  },
];

export interface ArtistsTableProps {
  rows: AdminArtist[];
  loading: boolean;
  sort: TableSort;
  empty: string;
  onSortChange: (sort: TableSort) => void;
}

/** Artist profiles with their catalogue's size, who manages them, and their analytics. */
export function ArtistsTable(props: ArtistsTableProps) {
  return (
    <Table
      caption="Artist profiles"
      columns={COLUMNS}
      rows={props.rows}
      getRowKey={(artist) => artist.id}
      loading={props.loading}
      empty={props.empty}
      sort={props.sort}
      onSortChange={props.onSortChange}
    />
  );
}
