import { formatDateTime } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { Chip } from '@/shared/ui/chip';
import { Table, type TableSort } from '@/shared/ui/table';
import type { AdminInvite } from '../api/invites-api';
import { INVITE_STATUS_CHIPS, INVITE_STATUS_LABELS, usageText } from '../lib/invite-labels';
import styles from './admin-invites.module.css';

export interface InvitesTableProps {
  invites: AdminInvite[];
  /** The first page is on its way. */
  loading: boolean;
  /** Says which codes an empty list has none of. */
  emptyText: string;
  /** The rows' order (the server sorts them). */
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  onCopy: (code: string) => void;
  onRevoke: (invite: AdminInvite) => void;
}

/** The invite codes with their usage, a page at a time; created, expiry and usage sort. */
export function InvitesTable(props: InvitesTableProps) {
  return (
    <Table
      caption="Invite codes"
      loading={props.loading}
      rows={props.invites}
      getRowKey={(invite) => invite.id}
      empty={props.emptyText}
      sort={props.sort}
      onSortChange={props.onSortChange}
      columns={[
        {
          key: 'code',
          header: 'Code',
          cell: (invite) => (
            <span className={styles.codeCell}>
              <span className={styles.code}>{invite.code}</span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Copy ${invite.code}`}
                onClick={() => {
                  props.onCopy(invite.code);
                }}
              >
                Copy
              </Button>
            </span>
          ),
        },
        {
          key: 'status',
          header: 'Status',
          cell: (invite) => (
            <Chip variant={INVITE_STATUS_CHIPS[invite.status]}>
              {INVITE_STATUS_LABELS[invite.status]}
            </Chip>
          ),
        },
        {
          key: 'uses',
          header: 'Usage',
          sortFirst: 'desc',
          cell: (invite) => usageText(invite.used, invite.max_uses),
        },
        {
          key: 'expires',
          header: 'Expires',
          sortFirst: 'asc',
          hideOnMobile: true,
          cell: (invite) =>
            invite.expires_at === null ? (
              <span className={styles.muted}>Never</span>
            ) : (
              formatDateTime(invite.expires_at)
            ),
        },
        {
          key: 'note',
          header: 'Note',
          hideOnMobile: true,
          cell: (invite) => <span className={styles.note}>{invite.note ?? '—'}</span>,
        },
        {
          key: 'created',
          header: 'Created',
          sortFirst: 'desc',
          hideOnMobile: true,
          cell: (invite) => formatDateTime(invite.created_at),
        },
        {
          key: 'actions',
          header: <span className={styles.muted}>Actions</span>,
          align: 'end',
          cell: (invite) =>
            invite.status === 'revoked' ? null : (
              <Button
                size="sm"
                variant="danger"
                aria-label={`Revoke ${invite.code}`}
                onClick={() => {
                  props.onRevoke(invite);
                }}
              >
                Revoke
              </Button>
            ),
        },
      ]}
    />
  );
}
