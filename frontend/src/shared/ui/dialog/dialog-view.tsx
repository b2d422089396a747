import { Dialog as RadixDialog } from 'radix-ui';
import { IconButton } from '@/shared/ui/icon-button';
import { CloseIcon } from '@/shared/ui/icons';
import styles from './dialog.module.css';

import type { DialogProps } from './dialog-props';

export interface DialogViewProps extends Omit<
  DialogProps,
  'open' | 'defaultOpen' | 'onOpenChange'
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The dialog itself (Radix: focus trap, scroll lock, portal), in a chunk of its own that the
 * Dialog shell (./dialog.tsx) fetches when a dialog first opens or its trigger is approached.
 */
export function DialogView({
  title,
  description,
  children,
  footer,
  trigger,
  size = 'sm',
  open,
  onOpenChange,
}: DialogViewProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger === undefined ? null : <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          data-size={size}
          // Radix warns when there is no description; an explicit undefined says that is intended.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <header className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton label="Close" size="sm" icon={<CloseIcon size={18} />} />
            </RadixDialog.Close>
          </header>
          {description === undefined ? null : (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          )}
          {children === undefined ? null : <div className={styles.body}>{children}</div>}
          {footer === undefined ? null : <footer className={styles.footer}>{footer}</footer>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
