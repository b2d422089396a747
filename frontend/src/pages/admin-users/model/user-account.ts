import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { ApiError, failureMessage } from '@/shared/api';
import {
  type AdminUserDetail,
  changeRole,
  disableAccount,
  enableAccount,
  fetchUser,
  linkArtist,
} from '../api/admin-users-api';
import { type AccountAction, doneMessageOf } from '../lib/account-action';
import { pickerReset } from './artist-picker';

export type AccountStatus = 'loading' | 'ready' | 'failed' | 'not_found';

interface ActionRequest {
  userId: string;
  action: AccountAction;
  reason: string;
}

/** The account's page opened (or its address named another account). */
export const accountOpened = createEvent<string>();
export const accountRetried = createEvent();
/** An action was chosen: it waits for the confirmation. */
export const actionProposed = createEvent<AccountAction>();
export const actionCancelled = createEvent();
export const actionConfirmed = createEvent();
/** The reason typed for disabling or enabling (kept in the audit log). */
export const reasonTyped = createEvent<string>();

export const fetchAccountFx = createEffect(fetchUser);
export const applyActionFx = createEffect(
  ({ userId, action, reason }: ActionRequest): Promise<AdminUserDetail> => {
    switch (action.kind) {
      case 'role':
        return changeRole(userId, action.role);
      case 'disable':
        return disableAccount(userId, reason);
      case 'enable':
        return enableAccount(userId, reason);
      case 'link':
        return linkArtist(userId, action.artist.id);
      case 'unlink':
        return linkArtist(userId, null);
    }
  },
);

export const $userId = createStore<string | null>(null).on(accountOpened, (_, id) => id);
export const $account = createStore<AdminUserDetail | null>(null).reset(accountOpened);
export const $status = createStore<AccountStatus>('loading');
export const $loadError = createStore<string | null>(null);
/** The action waiting for its confirmation (the dialog is open while there is one). */
export const $proposed = createStore<AccountAction | null>(null);
export const $isApplying = applyActionFx.pending;
/** Why the confirmed action failed, in the server's words (shown in the dialog). */
export const $actionError = createStore<string | null>(null);
/** What the last applied action did. */
export const $notice = createStore<string | null>(null);

const load = sample({ clock: [accountOpened, accountRetried], source: $userId });
sample({
  clock: load,
  filter: (id): id is string => id !== null,
  target: fetchAccountFx,
});

// A reply for another account than the page shows now (quick navigation) is dropped.
const loaded = sample({
  clock: fetchAccountFx.done,
  source: $userId,
  filter: (id, { params }) => id === params,
  fn: (_, { result }) => result,
});
const loadFailed = sample({
  clock: fetchAccountFx.fail,
  source: $userId,
  filter: (id, { params }) => id === params,
  fn: (_, { error }) => error,
});

$account.on(loaded, (_, account) => account);
$status
  .on(load, () => 'loading')
  .on(loaded, () => 'ready')
  // 400: the address names no account at all (not a UUID); 404: no such account.
  .on(loadFailed, (_, error) =>
    error instanceof ApiError && (error.status === 404 || error.status === 400)
      ? 'not_found'
      : 'failed',
  );
$loadError
  .on(loadFailed, (_, error) =>
    failureMessage(error, 'We could not load this account. Check your connection and try again.'),
  )
  .reset(load);

$proposed.on(actionProposed, (_, action) => action).reset(actionCancelled, accountOpened);
$actionError.reset(actionProposed, actionCancelled, accountOpened);
$notice.reset(actionProposed, accountOpened);

export const $reason = createStore('')
  .on(reasonTyped, (_, reason) => reason)
  .reset(actionProposed, actionCancelled, accountOpened);
const $request = combine(
  $userId,
  $proposed,
  $reason,
  (userId, action, reason): ActionRequest | null =>
    userId === null || action === null ? null : { userId, action, reason },
);
sample({
  clock: actionConfirmed,
  source: $request,
  filter: (request): request is ActionRequest => request !== null,
  target: applyActionFx,
});

const applied = sample({
  clock: applyActionFx.done,
  source: $userId,
  filter: (id, { params }) => id === params.userId,
  fn: (_, { params, result }) => ({ action: params.action, account: result }),
});
$account.on(applied, (_, { account }) => account);
$proposed.reset(applied);
$notice.on(applied, (_, { action, account }) => doneMessageOf(action, account));
$actionError.on(applyActionFx.failData, (_, error) =>
  failureMessage(error, 'The change was not made. Check your connection and try again.'),
);
sample({
  clock: applied,
  filter: ({ action }) => action.kind === 'link' || action.kind === 'unlink',
  target: pickerReset,
});
