/** @jest-environment node */
import { allSettled, fork } from 'effector';
import { ApiError } from '@/shared/api';
import type { AdminUserDetail } from '../api/admin-users-api';
import { accountFixture, ARTIST_CHOICES, LENA_ID } from '../testing/account-fixtures';
import { $artistChoices, $artistSearch, artistSearchTyped, searchArtistsFx } from './artist-picker';
import {
  $account,
  $actionError,
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
  applyActionFx,
  fetchAccountFx,
  reasonTyped,
} from './user-account';

type Apply = (request: {
  userId: string;
  action: unknown;
  reason: string;
}) => Promise<AdminUserDetail>;

function accountScope(apply: Apply = () => Promise.resolve(accountFixture())) {
  const applied: Parameters<Apply>[0][] = [];
  const scope = fork({
    handlers: [
      [fetchAccountFx, () => Promise.resolve(accountFixture())],
      [searchArtistsFx, () => Promise.resolve(ARTIST_CHOICES)],
      [
        applyActionFx,
        (request: Parameters<Apply>[0]) => {
          applied.push(request);
          return apply(request);
        },
      ],
    ],
  });
  return { scope, applied };
}

describe("an account's page model", () => {
  test('opens the account', async () => {
    const { scope } = accountScope();
    await allSettled(accountOpened, { scope, params: LENA_ID });
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($account)?.email).toBe('lena@example.com');
  });

  test.each([
    [new ApiError(404, 'Not Found', 'There is no account.', 'ADMIN.USER_NOT_FOUND')],
    [new ApiError(400, 'Bad Request', 'The user id must be a UUID', 'PLATFORM.VALIDATION')],
  ])('an account that does not exist is its own state (%s)', async (error) => {
    const scope = fork({ handlers: [[fetchAccountFx, () => Promise.reject(error)]] });
    await allSettled(accountOpened, { scope, params: 'not-an-id' });
    expect(scope.getState($status)).toBe('not_found');
  });

  test('any other failure says why and can be retried', async () => {
    let fail = true;
    const scope = fork({
      handlers: [
        [
          fetchAccountFx,
          () =>
            fail
              ? Promise.reject(new ApiError(503, 'Unavailable', 'Encore is busy.', 'X.Y'))
              : Promise.resolve(accountFixture()),
        ],
      ],
    });
    await allSettled(accountOpened, { scope, params: LENA_ID });
    expect(scope.getState($status)).toBe('failed');
    expect(scope.getState($loadError)).toBe('Encore is busy.');
    fail = false;
    await allSettled(accountRetried, { scope });
    expect(scope.getState($status)).toBe('ready');
  });

  test('an action waits for its confirmation, then applies with the reason typed', async () => {
    const disabled = accountFixture({ disabled_at: '2026-11-26T10:00:00.000Z', sessions: [] });
    const { scope, applied } = accountScope(() => Promise.resolve(disabled));
    await allSettled(accountOpened, { scope, params: LENA_ID });

    await allSettled(actionProposed, { scope, params: { kind: 'disable' } });
    expect(applied).toEqual([]);
    await allSettled(reasonTyped, { scope, params: 'Chargeback fraud' });
    await allSettled(actionConfirmed, { scope });

    expect(applied).toEqual([
      { userId: LENA_ID, action: { kind: 'disable' }, reason: 'Chargeback fraud' },
    ]);
    expect(scope.getState($account)).toBe(disabled);
    expect(scope.getState($proposed)).toBeNull();
    expect(scope.getState($notice)).toBe('Account disabled: every session has ended.');
    expect(scope.getState($reason)).toBe('Chargeback fraud');
  });

  test('a refused action keeps the dialog open with the server’s words', async () => {
    const lastAdmin = new ApiError(
      409,
      'Conflict',
      'Encore needs at least one enabled admin.',
      'ADMIN.LAST_ADMIN',
    );
    const { scope } = accountScope(() => Promise.reject(lastAdmin));
    await allSettled(accountOpened, { scope, params: LENA_ID });
    await allSettled(actionProposed, { scope, params: { kind: 'role', role: 'listener' } });
    await allSettled(actionConfirmed, { scope });

    expect(scope.getState($proposed)).toEqual({ kind: 'role', role: 'listener' });
    expect(scope.getState($actionError)).toBe('Encore needs at least one enabled admin.');
    expect(scope.getState($account)?.role).toBe('listener');
  });

  test('cancelling asks nothing and clears the reason', async () => {
    const { scope, applied } = accountScope();
    await allSettled(accountOpened, { scope, params: LENA_ID });
    await allSettled(actionProposed, { scope, params: { kind: 'enable' } });
    await allSettled(reasonTyped, { scope, params: 'Appeal upheld' });
    await allSettled(actionCancelled, { scope });
    await allSettled(actionConfirmed, { scope });
    expect(applied).toEqual([]);
    expect(scope.getState($reason)).toBe('');
  });

  test('a link applied clears the artist search', async () => {
    const { scope } = accountScope();
    await allSettled(accountOpened, { scope, params: LENA_ID });
    await allSettled(artistSearchTyped, { scope, params: 'quiet' });
    expect(scope.getState($artistChoices)).toEqual(ARTIST_CHOICES);
    await allSettled(actionProposed, {
      scope,
      params: { kind: 'link', artist: { id: 'a', name: 'The Quiet Arcade' } },
    });
    await allSettled(actionConfirmed, { scope });
    expect(scope.getState($notice)).toBe('Linked to The Quiet Arcade.');
    expect(scope.getState($artistSearch)).toBe('');
    expect(scope.getState($artistChoices)).toEqual([]);
  });
});
