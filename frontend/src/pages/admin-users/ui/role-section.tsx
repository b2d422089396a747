import { Select } from '@/shared/ui/select';
import { Panel } from '@/shared/ui/panel';
import type { AccountRole, AdminUserDetail } from '../api/admin-users-api';
import type { AccountAction } from '../lib/account-action';
import { ROLE_LABELS, ROLE_ORDER } from '../lib/account-labels';
import styles from './admin-user.module.css';

const OPTIONS = ROLE_ORDER.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The account's role; choosing another asks for confirmation first (the select shows the saved role). */
export function RoleSection({
  account,
  onPropose,
}: {
  account: AdminUserDetail;
  onPropose: (action: AccountAction) => void;
}) {
  return (
    <Panel title="Role">
      <div className={styles.roleSelect}>
        <Select
          label="Role"
          options={OPTIONS}
          value={account.role}
          hint="Listeners play music; artists also read their profile's dashboard; admins run Encore."
          onValueChange={(value) => {
            if (value !== account.role) onPropose({ kind: 'role', role: value as AccountRole });
          }}
        />
      </div>
    </Panel>
  );
}
