import { Chip } from '@/shared/ui/chip';
import { Table } from '@/shared/ui/table';
import type { QueueRow } from '../lib/overview-figures';
import styles from './admin-dashboard.module.css';

const count = (value: string) => <span className={styles.numeric}>{value}</span>;

/** Each queue's jobs by state and its oldest wait; a queue past its limits is flagged and why. */
export function QueueHealthTable({ rows }: { rows: QueueRow[] | null }) {
  return (
    <Table
      caption="Queue health"
      loading={rows === null}
      loadingRows={3}
      rows={rows ?? []}
      empty="No queues are registered."
      getRowKey={(row) => row.queue}
      columns={[
        {
          key: 'queue',
          header: 'Queue',
          cell: (row) => (
            <>
              <span className={styles.queueName}>{row.queue}</span>
              {row.healthy ? null : <span className={styles.problems}>{row.problems}</span>}
            </>
          ),
        },
        {
          key: 'status',
          header: 'Status',
          // At 390 px the reason under the queue's name says it; the table then fits the screen.
          hideOnMobile: true,
          cell: (row) =>
            row.healthy ? (
              <Chip variant="success">OK</Chip>
            ) : (
              <Chip variant="warning">Needs a look</Chip>
            ),
        },
        { key: 'waiting', header: 'Waiting', align: 'end', cell: (row) => count(row.waiting) },
        {
          key: 'active',
          header: 'Active',
          align: 'end',
          hideOnMobile: true,
          cell: (row) => count(row.active),
        },
        {
          key: 'delayed',
          header: 'Delayed',
          align: 'end',
          hideOnMobile: true,
          cell: (row) => count(row.delayed),
        },
        { key: 'failed', header: 'Failed', align: 'end', cell: (row) => count(row.failed) },
        {
          key: 'oldest',
          // Short enough for the table to fit 390 px without scrolling sideways.
          header: (
            <>
              Oldest<span className={styles.visuallyHidden}> waiting job</span>
            </>
          ),
          align: 'end',
          cell: (row) => count(row.oldestWait),
        },
      ]}
    />
  );
}
