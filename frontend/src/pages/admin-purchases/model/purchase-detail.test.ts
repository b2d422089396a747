/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, fork } from 'effector';
import { ApiError } from '@/shared/api';
import type { AdminPurchaseDetail, RefundReason } from '../api/admin-purchases-api';
import { detailFixture, PURCHASE_ID, purchaseFixture } from '../testing/purchase-fixtures';
import {
  $detail,
  $detailStatus,
  $isRefundDialogOpen,
  $refreshStopped,
  $refundError,
  detailRetried,
  fetchPurchaseFx,
  MAX_REFRESHES,
  purchaseClosed,
  purchaseOpened,
  refreshRequested,
  refundAsked,
  refundConfirmed,
  refundReasonChosen,
  requestRefundFx,
  waitBeforeRefreshFx,
} from './purchase-detail';
import { purchasesList } from './purchases-list';

type Answer = () => Promise<AdminPurchaseDetail>;

function detailScope(
  fetch: Answer,
  refund: Answer = () => Promise.resolve(detailFixture('requested')),
) {
  const fetches = jest.fn((_id: string) => fetch());
  const refunds = jest.fn((_request: { id: string; reason: RefundReason }) => refund());
  // The 2 s pause between checks is answered at once.
  const waits = jest.fn((id: string) => Promise.resolve(id));
  const scope = fork({
    values: [[purchasesList.$items, [purchaseFixture()]]],
    handlers: [
      [fetchPurchaseFx, fetches],
      [requestRefundFx, refunds],
      [waitBeforeRefreshFx, waits],
    ],
  });
  return { scope, fetches, refunds, waits };
}

const conflict = (message: string) =>
  new ApiError(409, 'Conflict', message, 'PAYMENTS.REFUND_ALREADY_REQUESTED');

describe('the purchase page model', () => {
  test('opening a purchase shows it; a failed load can be retried', async () => {
    let answer: Answer = () => Promise.reject(new ApiError(500, 'Server Error', null, null));
    const { scope, fetches } = detailScope(() => answer());

    await allSettled(purchaseOpened, { scope, params: PURCHASE_ID });
    expect(fetches).toHaveBeenCalledWith(PURCHASE_ID);
    expect(scope.getState($detailStatus)).toBe('failed');

    answer = () => Promise.resolve(detailFixture());
    await allSettled(detailRetried, { scope });
    expect(scope.getState($detailStatus)).toBe('ready');
    expect(scope.getState($detail)?.refund_state).toBe('refundable');
  });

  test('a confirmed refund is asked for with its reason, then checked until Stripe confirms it', async () => {
    const answers = [detailFixture(), detailFixture('requested'), detailFixture('refunded')];
    const { scope, fetches, refunds, waits } = detailScope(() =>
      Promise.resolve(answers[Math.min(fetches.mock.calls.length - 1, 2)] ?? detailFixture()),
    );
    await allSettled(purchaseOpened, { scope, params: PURCHASE_ID });

    await allSettled(refundAsked, { scope });
    expect(scope.getState($isRefundDialogOpen)).toBe(true);
    await allSettled(refundReasonChosen, { scope, params: 'duplicate' });
    await allSettled(refundConfirmed, { scope });

    expect(refunds).toHaveBeenCalledWith({ id: PURCHASE_ID, reason: 'duplicate' });
    expect(scope.getState($isRefundDialogOpen)).toBe(false);
    // requested (the reply) → requested (a check) → refunded (a check): then no more checks.
    expect(waits).toHaveBeenCalledTimes(2);
    expect(scope.getState($detail)?.status).toBe('refunded');
    expect(scope.getState(purchasesList.$items)[0]?.refund_state).toBe('refunded');
  });

  test("a refused refund shows the server's words in the dialog and reloads the purchase", async () => {
    const { scope, fetches } = detailScope(
      () => Promise.resolve(detailFixture('requested')),
      () => Promise.reject(conflict('A refund of this purchase has already been requested.')),
    );
    await allSettled(purchaseOpened, { scope, params: PURCHASE_ID });
    const before = fetches.mock.calls.length;

    await allSettled(refundAsked, { scope });
    await allSettled(refundConfirmed, { scope });

    expect(scope.getState($isRefundDialogOpen)).toBe(true);
    expect(scope.getState($refundError)).toBe(
      'A refund of this purchase has already been requested.',
    );
    expect(fetches.mock.calls.length).toBeGreaterThan(before);
  });

  test('the checks stop after two minutes; Check again starts them over', async () => {
    const { scope, waits } = detailScope(() => Promise.resolve(detailFixture('requested')));
    await allSettled(purchaseOpened, { scope, params: PURCHASE_ID });
    expect(waits).toHaveBeenCalledTimes(MAX_REFRESHES);
    expect(scope.getState($refreshStopped)).toBe(true);

    await allSettled(refreshRequested, { scope });
    expect(waits).toHaveBeenCalledTimes(2 * MAX_REFRESHES);
  });

  test('closing the purchase forgets it, and a late reply does not bring it back', async () => {
    let release: (detail: AdminPurchaseDetail) => void = () => undefined;
    const { scope } = detailScope(
      () =>
        new Promise<AdminPurchaseDetail>((resolve) => {
          release = resolve;
        }),
    );
    // allSettled waits for every effect of the scope: the slow reply is released after both.
    const opening = allSettled(purchaseOpened, { scope, params: PURCHASE_ID });
    const closing = allSettled(purchaseClosed, { scope });
    release(detailFixture());
    await Promise.all([opening, closing]);
    expect(scope.getState($detail)).toBeNull();
  });
});
