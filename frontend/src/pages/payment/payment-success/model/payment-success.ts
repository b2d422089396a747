import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $sessionStatus, $sessionToken } from '@/entities/session';
import { failureMessage } from '@/shared/api';
import { PAYMENT_STATUS_POLL_INTERVAL_MS, PAYMENT_STATUS_POLL_LIMIT_MS } from '@/shared/config';
import { confirmPayment, type PaymentConfirmation } from '../api/confirm-payment';
import { isSettling, paymentViewOf } from '../lib/payment-view';

/** How many times a settling payment is asked about again: every 2 s for about a minute. */
export const MAX_STATUS_CHECKS = Math.ceil(
  PAYMENT_STATUS_POLL_LIMIT_MS / PAYMENT_STATUS_POLL_INTERVAL_MS,
);

/** The page opened with the query's `session_id` (null when it has none). */
export const paymentSuccessOpened = createEvent<string | null>();
export const paymentSuccessClosed = createEvent();
export const paymentCheckRetried = createEvent();

export const confirmPaymentFx = createEffect(confirmPayment);
/** The pause between two checks; tests answer it at once. */
export const waitBeforeCheckFx = createEffect(
  (sessionId: string) =>
    new Promise<string>((resolve) => {
      setTimeout(() => {
        resolve(sessionId);
      }, PAYMENT_STATUS_POLL_INTERVAL_MS);
    }),
);

const $opened = createStore(false);
const $sessionId = createStore<string | null>(null);
const $confirmation = createStore<PaymentConfirmation | null>(null);
const $error = createStore<string | null>(null);
const $checks = createStore(0);
const $gaveUp = createStore(false);

export const $paymentView = combine(
  {
    opened: $opened,
    sessionId: $sessionId,
    sessionStatus: $sessionStatus,
    confirmation: $confirmation,
    error: $error,
    gaveUp: $gaveUp,
  },
  paymentViewOf,
);

/** The session to confirm: only a signed-in caller can (the call needs the bearer token). */
const $confirmable = combine($sessionId, $sessionToken, (sessionId, token) =>
  sessionId !== null && token !== null ? sessionId : null,
);
const isString = (value: string | null): value is string => value !== null;

$opened.on(paymentSuccessOpened, () => true).reset(paymentSuccessClosed);
$sessionId.on(paymentSuccessOpened, (_, sessionId) => sessionId).reset(paymentSuccessClosed);
for (const $store of [$confirmation, $error, $checks, $gaveUp]) {
  $store.reset(paymentSuccessOpened, paymentSuccessClosed);
}

// Asked as soon as there is a session and someone to ask for: on opening, or after signing in.
sample({ clock: $confirmable, filter: isString, target: confirmPaymentFx });
const retried = sample({ clock: paymentCheckRetried, source: $confirmable, filter: isString });
for (const $store of [$error, $checks, $gaveUp]) $store.reset(retried);
sample({ clock: retried, target: confirmPaymentFx });

// Answers for a session the page no longer shows are dropped.
const confirmed = sample({
  clock: confirmPaymentFx.done,
  source: $sessionId,
  filter: (current, { params }) => current === params,
  fn: (_, { result }) => result,
});
$confirmation.on(confirmed, (_, confirmation) => confirmation);
$error.on(
  sample({
    clock: confirmPaymentFx.fail,
    source: $sessionId,
    filter: (current, { params }) => current === params,
    fn: (_, { error }) => failureMessage(error, 'We could not check your payment just now.'),
  }),
  (_, message) => message,
);

// Still settling (an asynchronous payment): ask again every 2 s, for about a minute (spec §4).
const settling = sample({
  clock: confirmed,
  source: $checks,
  filter: (_, confirmation) => isSettling(confirmation.status),
  fn: (checks, confirmation) => ({ checks, sessionId: confirmation.session_id }),
});
sample({
  clock: settling,
  filter: ({ checks }) => checks < MAX_STATUS_CHECKS,
  fn: ({ sessionId }) => sessionId,
  target: waitBeforeCheckFx,
});
$checks.on(waitBeforeCheckFx, (checks) => checks + 1);
$gaveUp.on(
  sample({ clock: settling, filter: ({ checks }) => checks >= MAX_STATUS_CHECKS }),
  () => true,
);
sample({
  clock: waitBeforeCheckFx.doneData,
  source: $confirmable,
  filter: (current, sessionId) => current === sessionId,
  fn: (_, sessionId) => sessionId,
  target: confirmPaymentFx,
});
