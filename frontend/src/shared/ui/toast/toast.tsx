import { useUnit } from 'effector-react';
import { Toast as RadixToast } from 'radix-ui';
import { TOAST_DURATION_MS } from '@/shared/config';
import { $toasts, toastDismissed, type ToastKind } from '@/shared/lib/toast';
import { IconButton } from '@/shared/ui/icon-button';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '@/shared/ui/icons';
import styles from './toast.module.css';

const ICONS = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
} as const;

// Errors interrupt the screen reader; everything else waits its turn.
const announcement = (kind: ToastKind) => (kind === 'error' ? 'foreground' : 'background');

/** Renders the toast queue top-right; each toast closes itself after 5 s (paused on hover/focus). */
export function Toaster() {
  const [toasts, dismiss] = useUnit([$toasts, toastDismissed]);
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label="Notifications">
      {toasts.map((toast) => {
        const Icon = ICONS[toast.kind];
        return (
          <RadixToast.Root
            key={toast.id}
            className={styles.toast}
            data-kind={toast.kind}
            type={announcement(toast.kind)}
            defaultOpen
            onOpenChange={(open) => {
              if (!open) dismiss(toast.id);
            }}
          >
            <Icon className={styles.icon} />
            <RadixToast.Description className={styles.text}>{toast.text}</RadixToast.Description>
            <RadixToast.Close asChild>
              <IconButton label="Dismiss notification" size="sm" icon={<CloseIcon size={16} />} />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport className={styles.viewport} />
    </RadixToast.Provider>
  );
}
