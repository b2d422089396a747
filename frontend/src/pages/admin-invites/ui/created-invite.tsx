import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import type { AdminInvite } from '../api/invites-api';
import styles from './admin-invites.module.css';

export interface CreatedInviteProps {
  invite: AdminInvite;
  onCopy: (code: string) => void;
  onDismiss: () => void;
}

/** The code just made, to copy and hand over. */
export function CreatedInvite({ invite, onCopy, onDismiss }: CreatedInviteProps) {
  return (
    <Alert tone="success" title="Invite code created.">
      <div className={styles.created}>
        <span className={styles.bigCode}>{invite.code}</span>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            onCopy(invite.code);
          }}
        >
          Copy code
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Done
        </Button>
      </div>
    </Alert>
  );
}
