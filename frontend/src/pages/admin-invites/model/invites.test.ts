/** @jest-environment node */
import { allSettled, fork } from 'effector';
import { toApiError } from '@/shared/api';
import { $toasts } from '@/shared/lib/toast';
import type { AdminInvite, NewInvite } from '../api/invites-api';
import { INVITES, inviteFixture } from '../testing/invite-fixtures';
import {
  $createdInvite,
  $createError,
  $revokeTarget,
  createInviteFx,
  inviteFormSubmitted,
  invites,
  revokeConfirmed,
  revokeInviteFx,
  revokeRequested,
} from './invites';

const blank = { uses: '', expiresInDays: '', lastDay: '', note: '' };

function invitesScope(create: (invite: NewInvite) => Promise<AdminInvite>) {
  const pages: { status: string; cursor: string | null }[] = [];
  const revoked: string[] = [];
  const scope = fork({
    handlers: [
      [
        invites.fetchPageFx,
        ({ query, cursor }: { query: { status: string }; cursor: string | null }) => {
          pages.push({ status: query.status, cursor });
          return Promise.resolve({ items: INVITES, nextCursor: null });
        },
      ],
      [createInviteFx, create],
      [
        revokeInviteFx,
        (id: string) => {
          revoked.push(id);
          return Promise.resolve(
            inviteFixture({ id, status: 'revoked', revoked_at: '2026-11-26T15:00:00.000Z' }),
          );
        },
      ],
    ],
  });
  return { scope, pages, revoked };
}

describe('invites model', () => {
  test('a new code is shown to copy and the first page is read again', async () => {
    const sent: NewInvite[] = [];
    const made = inviteFixture({ code: 'ENCORE-NEW1-CODE', max_uses: 5 });
    const { scope, pages } = invitesScope((invite) => {
      sent.push(invite);
      return Promise.resolve(made);
    });
    await allSettled(invites.opened, { scope });

    await allSettled(inviteFormSubmitted, {
      scope,
      params: { ...blank, uses: '5', note: 'Label X' },
    });

    expect(sent).toEqual([{ uses: 5, note: 'Label X' }]);
    expect(scope.getState($createdInvite)).toEqual(made);
    expect(pages).toEqual([
      { status: 'all', cursor: null },
      { status: 'all', cursor: null },
    ]);
  });

  test('a refused code says why in the field’s words', async () => {
    const { scope } = invitesScope(() =>
      Promise.reject(
        toApiError(400, 'Bad Request', {
          code: 'PLATFORM.VALIDATION_FAILED',
          message: 'The request is not valid.',
          details: [{ field: 'uses', messages: ['uses must be a whole number from 1 to 1000'] }],
        }),
      ),
    );
    await allSettled(inviteFormSubmitted, { scope, params: { ...blank, uses: '5000' } });
    expect(scope.getState($createError)).toBe('uses must be a whole number from 1 to 1000');
    expect(scope.getState($createdInvite)).toBeNull();
  });

  test('revoking asks first, then marks the row revoked', async () => {
    const { scope, revoked } = invitesScope(() => Promise.reject(new Error('unused')));
    await allSettled(invites.opened, { scope });
    const [target] = INVITES;
    if (target === undefined) throw new Error('no fixture');

    await allSettled(revokeRequested, { scope, params: target });
    expect(scope.getState($revokeTarget)).toEqual(target);
    expect(revoked).toEqual([]);

    await allSettled(revokeConfirmed, { scope });
    expect(revoked).toEqual([target.id]);
    expect(scope.getState($revokeTarget)).toBeNull();
    expect(scope.getState(invites.$items)[0]?.status).toBe('revoked');
    expect(scope.getState($toasts).map((toast) => toast.text)).toEqual([
      'ENCORE-7KQM-X2PA is revoked.',
    ]);
  });

  test('a status filter starts again from the first page', async () => {
    const { scope, pages } = invitesScope(() => Promise.reject(new Error('unused')));
    await allSettled(invites.opened, { scope });
    await allSettled(invites.queryChanged, { scope, params: { status: 'revoked' } });
    expect(pages.at(-1)).toEqual({ status: 'revoked', cursor: null });
  });
});
