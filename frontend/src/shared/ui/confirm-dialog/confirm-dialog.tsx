import type { ReactNode } from 'react';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. "Disable lena@example.com?". */
  title: string;
  /** What happens, in plain words: the consequences the person is agreeing to. */
  description: ReactNode;
  /** The confirming button's label: the action itself ("Disable account"), never "OK". */
  confirmLabel: string;
  /** `danger` for destructive actions (a red button). */
  tone?: 'danger' | 'primary';
  /** The action is running: the button spins and the dialog stays. */
  pending?: boolean;
  /** Why the action failed, shown in the dialog so the person can retry or cancel. */
  error?: string | null;
  /** More to fill in before confirming, e.g. a reason field. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot simply be undone (the admin area's destructive actions). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  tone = 'primary',
  pending = false,
  error = null,
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onCancel();
      }}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button variant={tone} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error === null ? null : <Alert tone="error">{error}</Alert>}
    </Dialog>
  );
}
