import { Link } from 'react-router';
import { ROUTES } from '@/shared/config';
import { formatLongDate } from '@/shared/lib/format';
import { Alert } from '@/shared/ui/alert';
import { Facts } from '@/shared/ui/facts';
import { Panel } from '@/shared/ui/panel';
import type { AdminUserDetail } from '../api/admin-users-api';
import type { AccountAction } from '../lib/account-action';
import { isDisabled } from '../lib/account-labels';
import { AccessSection } from './access-section';
import { RoleChip, StatusChip } from './account-chips';
import { type ArtistPicker, ArtistLinkSection } from './artist-link-section';
import { PurchasesTable } from './purchases-table';
import { RoleSection } from './role-section';
import { SessionsTable } from './sessions-table';
import styles from './admin-user.module.css';

export interface AccountViewProps {
  account: AdminUserDetail;
  /** The account is the admin's own (it cannot be disabled from here). */
  isSelf: boolean;
  notice: string | null;
  picker: ArtistPicker;
  onArtistSearch: (text: string) => void;
  onPropose: (action: AccountAction) => void;
}

/** Everything about one account an admin sees, and the changes they can make to it. */
export function AccountView(props: AccountViewProps) {
  const { account } = props;
  const purchasesLink = `${ROUTES.adminPurchases}?buyer_id=${encodeURIComponent(account.id)}`;
  return (
    <div className={styles.layout}>
      {props.notice === null ? null : <Alert tone="success">{props.notice}</Alert>}
      <Facts
        className={styles.facts}
        facts={[
          ['Role', <RoleChip key="role" role={account.role} />],
          ['Status', <StatusChip key="status" disabled={isDisabled(account)} />],
          ['Joined', formatLongDate(account.created_at)],
          ['Artist profile', account.artist?.name ?? 'None'],
        ]}
      />
      <RoleSection account={account} onPropose={props.onPropose} />
      <ArtistLinkSection
        account={account}
        picker={props.picker}
        onSearch={props.onArtistSearch}
        onPropose={props.onPropose}
      />
      <AccessSection account={account} isSelf={props.isSelf} onPropose={props.onPropose} />
      <Panel title="Sessions">
        <SessionsTable sessions={account.sessions} />
      </Panel>
      <Panel title="Purchases">
        <PurchasesTable purchases={account.purchases} />
        {account.more_purchases ? (
          <p>
            Showing the newest {account.purchases.length}.{' '}
            <Link to={purchasesLink}>See all their purchases</Link>
          </p>
        ) : null}
      </Panel>
    </div>
  );
}
