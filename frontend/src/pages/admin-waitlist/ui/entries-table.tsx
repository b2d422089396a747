import { formatDateTime } from '@/shared/lib/format';
import { Chip } from '@/shared/ui/chip';
import { Table, type TableColumn, type TableSort } from '@/shared/ui/table';
import type { WaitlistEntry, WaitlistList } from '../api/waitlist-api';
import { countryLabel, STATUS_LABEL, STATUS_VARIANT } from '../lib/entry-display';
import styles from './admin-waitlist.module.css';

function StatusCell({ entry }: { entry: WaitlistEntry }) {
  return (
    <span className={styles.chips}>
      <Chip variant={STATUS_VARIANT[entry.status]}>{STATUS_LABEL[entry.status]}</Chip>
      {entry.confirmed ? null : <Chip variant="warning">Unconfirmed</Chip>}
      {entry.unsubscribed ? <Chip>Unsubscribed</Chip> : null}
    </span>
  );
}

const columnsOf = (list: WaitlistList): TableColumn<WaitlistEntry>[] => [
  {
    key: 'name',
    header: 'Name',
    sortFirst: 'asc',
    cell: (entry) => (
      <span className={styles.cellStack}>
        <span>{entry.name}</span>
        <span className={styles.secondary}>{entry.email}</span>
      </span>
    ),
  },
  {
    key: 'email',
    header: 'Email',
    sortFirst: 'asc',
    hideOnMobile: true,
    cell: (entry) => entry.email,
  },
  list === 'artists'
    ? {
        key: 'artist',
        header: 'Artist',
        hideOnMobile: true,
        cell: (entry) => (
          <span className={styles.cellStack}>
            <span>{entry.artist_name ?? '—'}</span>
            {entry.genres.length > 0 ? (
              <span className={styles.secondary}>{entry.genres.join(', ')}</span>
            ) : null}
          </span>
        ),
      }
    : {
        key: 'favourite',
        header: 'Favourite artist',
        hideOnMobile: true,
        cell: (entry) => entry.favourite_artist ?? '—',
      },
  {
    key: 'country',
    header: 'Country',
    hideOnMobile: true,
    cell: (entry) => countryLabel(entry.country) ?? '—',
  },
  {
    key: 'created_at',
    header: 'Signed up',
    sortFirst: 'desc',
    cell: (entry) => formatDateTime(entry.created_at),
  },
  { key: 'status', header: 'Status', cell: (entry) => <StatusCell entry={entry} /> },
  {
    key: 'notes',
    header: 'Notes',
    align: 'end',
    hideOnMobile: true,
    cell: (entry) => (entry.notes === 0 ? '—' : entry.notes),
  },
];

export interface EntriesTableProps {
  list: WaitlistList;
  rows: WaitlistEntry[];
  loading: boolean;
  sort: TableSort;
  empty: string;
  onSortChange: (sort: TableSort) => void;
  onOpen: (entry: WaitlistEntry) => void;
}

/** A waitlist's entries, one per row; a row opens the entry. */
export function EntriesTable(props: EntriesTableProps) {
  return (
    <Table
      caption={props.list === 'artists' ? 'Artist waitlist entries' : 'Fan waitlist entries'}
      columns={columnsOf(props.list)}
      rows={props.rows}
      getRowKey={(entry) => entry.id}
      getRowLabel={(entry) => `Open ${entry.name} (${entry.email})`}
      onRowClick={props.onOpen}
      loading={props.loading}
      empty={props.empty}
      sort={props.sort}
      onSortChange={props.onSortChange}
    />
  );
}
