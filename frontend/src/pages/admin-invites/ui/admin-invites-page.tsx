import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { explainFailure } from '@/shared/api';
import { cx } from '@/shared/lib/classnames';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { KeysetListView } from '@/shared/ui/keyset-list-section';
import { Page } from '@/shared/ui/page';
import { Panel } from '@/shared/ui/panel';
import { Select } from '@/shared/ui/select';
import { SearchBox } from '@/shared/ui/text-field';
import { INVITE_STATUS_LABELS } from '../lib/invite-labels';
import type { InviteQuery } from '../lib/invites-query';
import {
  $createdInvite,
  $createError,
  $isCreating,
  $isRevoking,
  $revokeError,
  $revokeTarget,
  codeCopied,
  createdInviteDismissed,
  inviteFormSubmitted,
  invites,
  revokeCancelled,
  revokeConfirmed,
  revokeRequested,
  $searchText,
  searchTyped,
  sortChosen,
} from '../model/invites';
import styles from './admin-invites.module.css';
import { CreatedInvite } from './created-invite';
import { InviteForm } from './invite-form';
import { InvitesTable } from './invites-table';

const STATUS_OPTIONS = [
  { value: 'all', label: 'Every status' },
  ...Object.entries(INVITE_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

const isFilter = (value: string): value is InviteQuery['status'] =>
  STATUS_OPTIONS.some((option) => option.value === value);

/** What an empty list says: none at all, none of the status, or none matching the search. */
function emptyTextOf(query: InviteQuery): string {
  if (query.search.trim() !== '') return 'No invite code matches this search.';
  return query.status === 'all'
    ? 'No invite codes yet. Create the first one above.'
    : `No ${INVITE_STATUS_LABELS[query.status].toLowerCase()} invite codes.`;
}

/** /admin/invites: make registration invite codes, see how each was used, revoke one. */
export function AdminInvitesPage() {
  const model = useUnit({
    items: invites.$items,
    query: invites.$query,
    status: invites.$status,
    opened: invites.opened,
    queryChanged: invites.queryChanged,
    searchText: $searchText,
    searchTyped,
    sortChosen,
    created: $createdInvite,
    createError: $createError,
    isCreating: $isCreating,
    revokeTarget: $revokeTarget,
    isRevoking: $isRevoking,
    revokeError: $revokeError,
    submit: inviteFormSubmitted,
    dismissCreated: createdInviteDismissed,
    copy: codeCopied,
    requestRevoke: revokeRequested,
    cancelRevoke: revokeCancelled,
    confirmRevoke: revokeConfirmed,
  });
  const { opened } = model;
  useEffect(() => {
    opened();
  }, [opened]);
  const filter = model.query.status;

  return (
    <Page title="Invites" lead="Registration invite codes: make one, hand it over, revoke it.">
      <div className={styles.layout}>
        <Panel title="New invite code">
          {model.created === null ? null : (
            <CreatedInvite
              invite={model.created}
              onCopy={model.copy}
              onDismiss={model.dismissCreated}
            />
          )}
          <InviteForm
            error={model.createError}
            isCreating={model.isCreating}
            onSubmit={model.submit}
          />
        </Panel>
        <Panel title="Invite codes">
          <div className={styles.toolbar} role="search">
            <SearchBox
              label="Search invite codes"
              placeholder="Part of a code or note"
              value={model.searchText}
              maxLength={100}
              onSearch={model.searchTyped}
              className={styles.search}
            />
            <Select
              label="Status"
              className={cx(styles.filter)}
              options={STATUS_OPTIONS}
              value={filter}
              onValueChange={(value) => {
                if (isFilter(value)) model.queryChanged({ status: value });
              }}
            />
          </div>
          <KeysetListView
            list={invites}
            failureTitle="We could not load the invite codes."
            failureFallback="Check your connection."
            moreLabel="Show more invite codes"
            moreFailure="The next page could not be loaded. Check your connection."
            explain={explainFailure}
          >
            <InvitesTable
              invites={model.items}
              loading={model.status === 'loading'}
              emptyText={emptyTextOf(model.query)}
              sort={model.query.sort}
              onSortChange={model.sortChosen}
              onCopy={model.copy}
              onRevoke={model.requestRevoke}
            />
          </KeysetListView>
        </Panel>
      </div>
      <ConfirmDialog
        open={model.revokeTarget !== null}
        title="Revoke this invite code?"
        description={`${model.revokeTarget?.code ?? 'The code'} stops working at once and cannot be turned back on. Accounts already registered with it stay.`}
        confirmLabel="Revoke"
        tone="danger"
        pending={model.isRevoking}
        error={model.revokeError}
        onConfirm={model.confirmRevoke}
        onCancel={model.cancelRevoke}
      />
    </Page>
  );
}
