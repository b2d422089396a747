import { Link } from 'react-router';
import { ROUTES } from '@/shared/config';
import { formatLongDate } from '@/shared/lib/format';
import { Alert } from '@/shared/ui/alert';
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
      <dl className={styles.facts}>
        <div>
          <dt>Role</dt>
          <dd>
            <RoleChip role={account.role} />
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusChip disabled={isDisabled(account)} />
          </dd>
        </div>
        <div>
          <dt>Joined</dt>
          <dd>{formatLongDate(account.created_at)}</dd>
        </div>
        <div>
          <dt>Artist profile</dt>
          <dd>{account.artist?.name ?? 'None'}</dd>
        </div>
      </dl>
      <RoleSection account={account} onPropose={props.onPropose} />
      <ArtistLinkSection
        account={account}
        picker={props.picker}
        onSearch={props.onArtistSearch}
        onPropose={props.onPropose}
      />
      <AccessSection account={account} isSelf={props.isSelf} onPropose={props.onPropose} />
      <section className={styles.section} aria-labelledby="sessions-title">
        <h2 id="sessions-title" className={styles.sectionTitle}>
          Sessions
        </h2>
        <SessionsTable sessions={account.sessions} />
      </section>
      <section className={styles.section} aria-labelledby="purchases-title">
        <h2 id="purchases-title" className={styles.sectionTitle}>
          Purchases
        </h2>
        <PurchasesTable purchases={account.purchases} />
        {account.more_purchases ? (
          <p>
            Showing the newest {account.purchases.length}.{' '}
            <Link to={purchasesLink}>See all their purchases</Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
