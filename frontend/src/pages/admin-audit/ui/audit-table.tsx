import { cx } from '@/shared/lib/classnames';
import { formatDateTime } from '@/shared/lib/format';
import { Table, type TableSort } from '@/shared/ui/table';
import type { AuditEntry } from '../api/audit-api';
import styles from './admin-audit.module.css';
import { AuditChanges } from './audit-changes';

export interface AuditTableProps {
  entries: AuditEntry[];
  /** The first page is on its way. */
  loading: boolean;
  emptyText: string;
  /** The rows' order (the server sorts them). */
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  onPickActor: (actorId: string) => void;
}

/** Every admin action: when, who, what, on what, the change, from where; by time or action. */
export function AuditTable(props: AuditTableProps) {
  return (
    <Table
      caption="Audit log"
      loading={props.loading}
      rows={props.entries}
      getRowKey={(entry) => entry.id}
      empty={props.emptyText}
      sort={props.sort}
      onSortChange={props.onSortChange}
      columns={[
        {
          key: 'at',
          header: 'When',
          sortFirst: 'desc',
          cell: (entry) => formatDateTime(entry.at),
        },
        {
          key: 'actor',
          header: 'Admin',
          cell: (entry) => {
            const name = entry.actor_email ?? entry.actor_id;
            return (
              <button
                type="button"
                className={styles.actor}
                aria-label={`Only actions by ${name}`}
                title="Only this admin's actions"
                onClick={() => {
                  props.onPickActor(entry.actor_id);
                }}
              >
                {name}
              </button>
            );
          },
        },
        {
          key: 'action',
          header: 'Action',
          sortFirst: 'asc',
          cell: (entry) => <span className={styles.mono}>{entry.action}</span>,
        },
        {
          key: 'target',
          header: 'Target',
          hideOnMobile: true,
          cell: (entry) => (
            <span className={styles.target}>
              <span>{entry.target_type}</span>
              <span className={cx(styles.mono, styles.muted)}>{entry.target_id}</span>
            </span>
          ),
        },
        { key: 'changes', header: 'Change', cell: (entry) => <AuditChanges entry={entry} /> },
        {
          key: 'ip',
          header: 'IP',
          hideOnMobile: true,
          cell: (entry) => <span className={styles.mono}>{entry.ip ?? '—'}</span>,
        },
      ]}
    />
  );
}
