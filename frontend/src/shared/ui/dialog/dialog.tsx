import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { IconButton } from '@/shared/ui/icon-button';
import { CloseIcon } from '@/shared/ui/icons';
import styles from './dialog.module.css';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  /** Always required: it names the dialog for assistive technology. */
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out at the bottom (stacked on narrow screens). */
  footer?: ReactNode;
  /** Element that opens the dialog; omit when `open` is controlled from outside. */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  size?: DialogSize;
}

export function Dialog({
  title,
  description,
  children,
  footer,
  trigger,
  size = 'sm',
  ...state
}: DialogProps) {
  return (
    <RadixDialog.Root {...state}>
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

/** Wraps a footer button so pressing it closes the dialog (e.g. "Maybe Later"). */
export const DialogClose = RadixDialog.Close;
