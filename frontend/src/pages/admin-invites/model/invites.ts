import { createEffect, createEvent, createStore, sample } from 'effector';
import { not } from 'patronum';
import { explainFailure } from '@/shared/api';
import { createKeysetList, createListSearch } from '@/shared/model';
import { toastShown } from '@/shared/lib/toast';
import { sortAmong, type TableSort } from '@/shared/ui/table';
import { type AdminInvite, createInvite, fetchInvitePage, revokeInvite } from '../api/invites-api';
import { INITIAL_INVITE_QUERY, INVITE_SORT_KEYS, type InviteQuery } from '../lib/invites-query';
import { type InviteFormValues, newInviteOf } from '../lib/new-invite';

/** The codes, a page at a time: searched, filtered by status, newest first unless sorted. */
export const invites = createKeysetList<InviteQuery, AdminInvite>({
  initialQuery: INITIAL_INVITE_QUERY,
  fetchPage: fetchInvitePage,
});

/** The search box: the field at once, the list after a pause. */
export const { searchTyped, $searchText } = createListSearch(invites);

/** A sortable header pressed. */
export const sortChosen = createEvent<TableSort>();
sample({
  clock: sortChosen,
  source: invites.$query,
  fn: (query, chosen) => ({ sort: sortAmong(INVITE_SORT_KEYS, query.sort, chosen) }),
  target: invites.queryChanged,
});

export const inviteFormSubmitted = createEvent<InviteFormValues>();
export const createdInviteDismissed = createEvent();
/** "Revoke" pressed on a row: the confirmation asks first. */
export const revokeRequested = createEvent<AdminInvite>();
export const revokeCancelled = createEvent();
export const revokeConfirmed = createEvent();
export const copyCodeFx = createEffect((code: string) => navigator.clipboard.writeText(code));
export const codeCopied = createEvent<string>();

export const createInviteFx = createEffect(createInvite);
export const revokeInviteFx = createEffect(revokeInvite);

export const $createError = createStore<string | null>(null);
export const $isCreating = createInviteFx.pending;
/** The code just made, shown until dismissed so it can be copied and handed over. */
export const $createdInvite = createStore<AdminInvite | null>(null);
export const $revokeTarget = createStore<AdminInvite | null>(null);
export const $isRevoking = revokeInviteFx.pending;
export const $revokeError = createStore<string | null>(null);

sample({
  clock: inviteFormSubmitted,
  filter: not($isCreating),
  fn: newInviteOf,
  target: createInviteFx,
});
$createError
  .on(createInviteFx.failData, (_, error) => explainFailure(error, 'The invite could not be made.'))
  .reset(inviteFormSubmitted, invites.opened);
$createdInvite
  .on(createInviteFx.doneData, (_, invite) => invite)
  .reset(createdInviteDismissed, invites.opened);
// The new code heads the list: the first page is read again.
sample({ clock: createInviteFx.done, target: invites.retried });

$revokeTarget
  .on(revokeRequested, (_, invite) => invite)
  .reset(revokeCancelled, revokeInviteFx.done);
sample({
  clock: sample({ clock: revokeConfirmed, filter: not($isRevoking) }),
  source: $revokeTarget,
  filter: Boolean,
  fn: (target) => target.id,
  target: revokeInviteFx,
});
// The row shows the code as the server now has it.
invites.$items.on(revokeInviteFx.doneData, (items, revoked) =>
  items.map((item) => (item.id === revoked.id ? revoked : item)),
);
sample({
  clock: revokeInviteFx.doneData,
  fn: (invite) => ({ kind: 'success' as const, text: `${invite.code} is revoked.` }),
  target: toastShown,
});
$revokeError
  .on(revokeInviteFx.failData, (_, error) =>
    explainFailure(error, 'The invite could not be revoked. Try again.'),
  )
  .reset(revokeRequested, revokeCancelled, revokeConfirmed);

sample({ clock: codeCopied, target: copyCodeFx });
sample({
  clock: copyCodeFx.done,
  fn: ({ params }) => ({ kind: 'success' as const, text: `${params} copied.` }),
  target: toastShown,
});
sample({
  clock: copyCodeFx.fail,
  fn: () => ({ kind: 'error' as const, text: 'The code could not be copied.' }),
  target: toastShown,
});
