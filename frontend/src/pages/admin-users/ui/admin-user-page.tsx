import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useSession } from '@/entities/session';
import { ROUTES } from '@/shared/config';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { BackIcon } from '@/shared/ui/icons';
import { LoadFailure } from '@/shared/ui/load-failure';
import { Page } from '@/shared/ui/page';
import { Skeleton } from '@/shared/ui/skeleton';
import { TextField } from '@/shared/ui/text-field';
import { confirmationOf } from '../lib/account-action';
import {
  $artistChoices,
  $artistSearch,
  $pickerStatus,
  artistSearchTyped,
} from '../model/artist-picker';
import {
  $account,
  $actionError,
  $isApplying,
  $loadError,
  $notice,
  $proposed,
  $reason,
  $status,
  accountOpened,
  accountRetried,
  actionCancelled,
  actionConfirmed,
  actionProposed,
  reasonTyped,
} from '../model/user-account';
import { AccountView } from './account-view';
import styles from './admin-user.module.css';

/** /admin/users/:userId — one account: role, artist profile, access, sessions, purchases. */
export function AdminUserPage() {
  const { userId = '' } = useParams();
  const { user } = useSession();
  const model = useUnit({
    account: $account,
    status: $status,
    loadError: $loadError,
    proposed: $proposed,
    isApplying: $isApplying,
    actionError: $actionError,
    notice: $notice,
    reason: $reason,
    artistSearch: $artistSearch,
    artistChoices: $artistChoices,
    pickerStatus: $pickerStatus,
    opened: accountOpened,
    retried: accountRetried,
    proposeAction: actionProposed,
    cancelAction: actionCancelled,
    confirmAction: actionConfirmed,
    searchArtists: artistSearchTyped,
    typeReason: reasonTyped,
  });
  const { opened, account } = model;
  useEffect(() => {
    opened(userId);
  }, [opened, userId]);

  const back = (
    <Button asChild variant="ghost" size="sm" icon={<BackIcon size={16} />} className={styles.back}>
      <Link to={ROUTES.adminUsers}>All accounts</Link>
    </Button>
  );

  if (model.status === 'not_found') {
    return (
      <Page title="No such account" lead="This account does not exist (any more).">
        {back}
      </Page>
    );
  }
  if (model.status === 'failed' || account === null) {
    return (
      <Page title="Account">
        {back}
        {model.status === 'failed' ? (
          <LoadFailure title="This account could not be loaded" onRetry={model.retried}>
            {model.loadError}
          </LoadFailure>
        ) : (
          <div className={styles.layout} aria-busy="true">
            <Skeleton height={96} />
            <Skeleton height={160} />
            <Skeleton height={160} />
          </div>
        )}
      </Page>
    );
  }

  const confirmation = model.proposed === null ? null : confirmationOf(model.proposed, account);
  return (
    <Page title={account.display_name || account.email} lead={account.email}>
      {back}
      <AccountView
        account={account}
        isSelf={user?.id === account.id}
        notice={model.notice}
        picker={{
          search: model.artistSearch,
          choices: model.artistChoices,
          status: model.pickerStatus,
        }}
        onArtistSearch={model.searchArtists}
        onPropose={model.proposeAction}
      />
      {confirmation === null ? null : (
        <ConfirmDialog
          open
          {...confirmation}
          pending={model.isApplying}
          error={model.actionError}
          onConfirm={model.confirmAction}
          onCancel={model.cancelAction}
        >
          {model.proposed?.kind === 'disable' || model.proposed?.kind === 'enable' ? (
            <TextField
              label="Reason (optional)"
              hint="Kept in the audit log."
              value={model.reason}
              maxLength={200}
              onChange={(event) => {
                model.typeReason(event.target.value);
              }}
            />
          ) : null}
        </ConfirmDialog>
      )}
    </Page>
  );
}
