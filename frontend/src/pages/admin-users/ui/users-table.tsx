import { formatLongDate } from '@/shared/lib/format';
import { Table, type TableColumn, type TableSort } from '@/shared/ui/table';
import type { AdminUser } from '../api/admin-users-api';
import { isDisabled } from '../lib/account-labels';
import { RoleChip, StatusChip } from './account-chips';

const COLUMNS: TableColumn<AdminUser>[] = [
  { key: 'email', header: 'Email', cell: (user) => user.email, sortFirst: 'asc' },
  {
    key: 'name',
    header: 'Name',
    cell: (user) => user.display_name,
    sortFirst: 'asc',
    hideOnMobile: true,
  },
  { key: 'role', header: 'Role', cell: (user) => <RoleChip role={user.role} /> },
  { key: 'status', header: 'Status', cell: (user) => <StatusChip disabled={isDisabled(user)} /> },
  {
    key: 'artist',
    header: 'Artist profile',
    cell: (user) => user.artist?.name ?? '—',
    hideOnMobile: true,
  },
  {
    key: 'created',
    header: 'Joined',
    cell: (user) => formatLongDate(user.created_at),
    sortFirst: 'desc',
    hideOnMobile: true,
  },
];

export interface UsersTableProps {
  rows: AdminUser[];
  loading: boolean;
  sort: TableSort;
  empty: string;
  onSortChange: (sort: TableSort) => void;
  onOpen: (user: AdminUser) => void;
}

/** Accounts, one per row; a row opens the account's page. */
export function UsersTable(props: UsersTableProps) {
  return (
    <Table
      caption="Accounts"
      columns={COLUMNS}
      rows={props.rows}
      getRowKey={(user) => user.id}
      getRowLabel={(user) => `Open ${user.email}`}
      onRowClick={props.onOpen}
      loading={props.loading}
      empty={props.empty}
      sort={props.sort}
      onSortChange={props.onSortChange}
    />
  );
}
