import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { failureMessage } from '@/shared/api';
import { toastShown } from '@/shared/lib/toast';
import {
  type AdminPurchaseDetail,
  fetchPurchase,
  type RefundReason,
  requestRefund,
} from '../api/admin-purchases-api';
import { purchasesList } from './purchases-list';

/** How long a requested refund waits between checks for Stripe's event, and how many checks. */
export const REFRESH_MS = 2000;
export const MAX_REFRESHES = 60;

export type DetailStatus = 'loading' | 'ready' | 'failed';

export const purchaseOpened = createEvent<string>();
export const purchaseClosed = createEvent();
export const detailRetried = createEvent();
/** "Check again" once the automatic checks have stopped. */
export const refreshRequested = createEvent();

export const refundAsked = createEvent();
export const refundCancelled = createEvent();
export const refundReasonChosen = createEvent<RefundReason>();
export const refundConfirmed = createEvent();

export const fetchPurchaseFx = createEffect(fetchPurchase);
export const requestRefundFx = createEffect(requestRefund);
/** The pause before the next check (an effect, so tests answer it at once). */
export const waitBeforeRefreshFx = createEffect(
  (id: string) =>
    new Promise<string>((resolve) => {
      setTimeout(() => {
        resolve(id);
      }, REFRESH_MS);
    }),
);

/** The purchase the page shows (?purchase=), or null for the list. */
export const $openId = createStore<string | null>(null)
  .on(purchaseOpened, (_, id) => id)
  .reset(purchaseClosed);

// A reply counts only while its purchase is still the one open.
const loaded = sample({
  clock: [fetchPurchaseFx.done, requestRefundFx.done],
  source: $openId,
  filter: (openId, { result }) => openId === result.id,
  fn: (_, { result }) => result,
});
const loadFailed = sample({
  clock: fetchPurchaseFx.fail,
  source: $openId,
  filter: (openId, { params }) => openId === params,
  fn: (_, { error }) => error,
});

export const $detail = createStore<AdminPurchaseDetail | null>(null)
  .on(loaded, (_, detail) => detail)
  .reset(purchaseOpened, purchaseClosed);
export const $detailStatus = createStore<DetailStatus>('loading')
  .on(purchaseOpened, () => 'loading')
  .on(loaded, () => 'ready')
  .on(loadFailed, (status) => (status === 'ready' ? status : 'failed'))
  .on(detailRetried, () => 'loading');
export const $detailError = createStore<unknown>(null)
  .on(loadFailed, (_, error) => error)
  .reset(purchaseOpened, loaded, detailRetried);

sample({
  clock: [purchaseOpened, detailRetried, refreshRequested],
  source: $openId,
  filter: (id): id is string => id !== null,
  target: fetchPurchaseFx,
});

// Until Stripe's refund event lands, the page asks again every 2 s (for two minutes at most).
const $refreshes = createStore(0)
  .on(waitBeforeRefreshFx.done, (count) => count + 1)
  .reset(purchaseOpened, refreshRequested, requestRefundFx.done);
sample({
  clock: loaded,
  source: $refreshes,
  filter: (count, detail) => detail.refund_state === 'requested' && count < MAX_REFRESHES,
  fn: (_, detail) => detail.id,
  target: waitBeforeRefreshFx,
});
sample({
  clock: waitBeforeRefreshFx.doneData,
  source: $openId,
  filter: (openId, id) => openId === id,
  fn: (_, id) => id,
  target: fetchPurchaseFx,
});
/** The automatic checks have stopped with the refund still on its way ("Check again"). */
export const $refreshStopped = createStore(false).reset(purchaseOpened, purchaseClosed);
sample({
  clock: loaded,
  source: $refreshes,
  fn: (count, detail) => detail.refund_state === 'requested' && count >= MAX_REFRESHES,
  target: $refreshStopped,
});

// The list shows what the purchase's page learnt.
purchasesList.$items.on(loaded, (items, detail) =>
  items.map((item) => (item.id === detail.id ? detail : item)),
);

/** The refund confirmation: open, the reason chosen, and why the last try failed. */
export const $isRefundDialogOpen = createStore(false)
  .on(refundAsked, () => true)
  .reset(refundCancelled, requestRefundFx.done, purchaseOpened, purchaseClosed);
export const $refundReason = createStore<RefundReason>('requested_by_customer')
  .on(refundReasonChosen, (_, reason) => reason)
  .reset(refundAsked);
export const $refundError = createStore<string | null>(null)
  .on(requestRefundFx.failData, (_, error) =>
    failureMessage(error, 'The refund could not be requested. Try again.'),
  )
  .reset(refundAsked, refundConfirmed, refundCancelled);
export const $isRefunding = requestRefundFx.pending;

/** What a confirmed refund asks for: the open purchase, with the reason chosen. */
const $refundTarget = combine($openId, $refundReason, (id, reason) =>
  id === null ? null : { id, reason },
);
sample({
  clock: refundConfirmed,
  source: $refundTarget,
  filter: (target): target is { id: string; reason: RefundReason } => target !== null,
  target: requestRefundFx,
});
// A refused refund (already requested, refunded meanwhile) may mean the page is out of date.
sample({
  clock: requestRefundFx.fail,
  source: $openId,
  filter: (id): id is string => id !== null,
  target: fetchPurchaseFx,
});
sample({
  clock: requestRefundFx.done,
  fn: () => ({
    kind: 'success' as const,
    text: 'Refund requested. The purchase shows as refunded once Stripe confirms it.',
  }),
  target: toastShown,
});
