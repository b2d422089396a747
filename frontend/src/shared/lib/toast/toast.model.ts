import { createEvent, createStore, sample } from 'effector';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface ToastRequest {
  kind: ToastKind;
  text: string;
}

export interface Toast extends ToastRequest {
  id: number;
}

/** Any slice may announce something; the app shell renders the queue top-right. */
export const toastShown = createEvent<ToastRequest>();
export const toastDismissed = createEvent<number>();

const $lastToastId = createStore(0);
export const $toasts = createStore<Toast[]>([]);

const toastQueued = sample({
  clock: toastShown,
  source: $lastToastId,
  fn: (lastId, request): Toast => ({ ...request, id: lastId + 1 }),
});

sample({ clock: toastQueued, fn: (toast) => toast.id, target: $lastToastId });

sample({
  clock: toastQueued,
  source: $toasts,
  fn: (toasts, toast) => [...toasts, toast],
  target: $toasts,
});

sample({
  clock: toastDismissed,
  source: $toasts,
  fn: (toasts, id) => toasts.filter((toast) => toast.id !== id),
  target: $toasts,
});
