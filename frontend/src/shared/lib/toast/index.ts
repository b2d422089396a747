export { $toasts, toastDismissed, toastShown } from './toast.model';
export type { Toast, ToastKind, ToastRequest } from './toast.model';
