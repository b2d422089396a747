import { Link } from 'react-router';
import { Table } from '@/shared/ui/table';
import type { WaitlistRow } from '../lib/overview-figures';
import styles from './admin-dashboard.module.css';

/** The artist and fan waitlists: confirmed and unconfirmed entries, each list linked. */
export function WaitlistSizes({ rows }: { rows: WaitlistRow[] | null }) {
  return (
    <Table
      caption="Waitlist sizes"
      loading={rows === null}
      loadingRows={2}
      rows={rows ?? []}
      getRowKey={(row) => row.list}
      columns={[
        { key: 'list', header: 'List', cell: (row) => <Link to={row.to}>{row.list}</Link> },
        {
          key: 'confirmed',
          header: 'Confirmed',
          align: 'end',
          cell: (row) => <span className={styles.numeric}>{row.confirmed}</span>,
        },
        {
          key: 'unconfirmed',
          header: 'Unconfirmed',
          align: 'end',
          cell: (row) => <span className={styles.numeric}>{row.unconfirmed}</span>,
        },
        {
          key: 'total',
          header: 'Total',
          align: 'end',
          hideOnMobile: true,
          cell: (row) => <span className={styles.numeric}>{row.total}</span>,
        },
      ]}
    />
  );
}
