import { formatDateTime } from '@/shared/lib/format';
import { Table, type TableColumn } from '@/shared/ui/table';
import type { AdminSession } from '../api/admin-users-api';
import { deviceOf } from '../lib/account-labels';

const COLUMNS: TableColumn<AdminSession>[] = [
  {
    key: 'device',
    header: 'Device',
    cell: (session) => (
      <span title={session.user_agent ?? undefined}>{deviceOf(session.user_agent)}</span>
    ),
  },
  { key: 'ip', header: 'IP address', cell: (session) => session.ip ?? '—', hideOnMobile: true },
  {
    key: 'created',
    header: 'Signed in',
    cell: (session) => formatDateTime(session.created_at),
    hideOnMobile: true,
  },
  { key: 'used', header: 'Last used', cell: (session) => formatDateTime(session.last_used_at) },
];

/** The account's live sessions: one per device it is signed in on. */
export function SessionsTable({ sessions }: { sessions: AdminSession[] }) {
  return (
    <Table
      caption="Sessions"
      columns={COLUMNS}
      rows={sessions}
      getRowKey={(session) => session.id}
      empty="Not signed in anywhere."
    />
  );
}
