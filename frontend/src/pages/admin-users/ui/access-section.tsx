import { formatDateTime } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { Panel } from '@/shared/ui/panel';
import type { AdminUserDetail } from '../api/admin-users-api';
import type { AccountAction } from '../lib/account-action';
import styles from './admin-user.module.css';

/** Whether the account can sign in, and the button that changes it (never for yourself). */
export function AccessSection({
  account,
  isSelf,
  onPropose,
}: {
  account: AdminUserDetail;
  isSelf: boolean;
  onPropose: (action: AccountAction) => void;
}) {
  const disabledAt = formatDateTime(account.disabled_at);
  return (
    <Panel title="Access">
      {disabledAt === null ? (
        <>
          <p className={styles.muted}>
            Disabling signs the account out on every device at once and refuses its logins until it
            is enabled again.
          </p>
          <div className={styles.actions}>
            <Button
              variant="danger"
              disabled={isSelf}
              onClick={() => {
                onPropose({ kind: 'disable' });
              }}
            >
              Disable account
            </Button>
          </div>
          {isSelf ? <p className={styles.muted}>You cannot disable your own account.</p> : null}
        </>
      ) : (
        <>
          <p>Disabled since {disabledAt}: it cannot log in.</p>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => {
                onPropose({ kind: 'enable' });
              }}
            >
              Enable account
            </Button>
          </div>
        </>
      )}
    </Panel>
  );
}
