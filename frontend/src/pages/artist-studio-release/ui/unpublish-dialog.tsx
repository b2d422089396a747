import { ConfirmDialog } from '@/shared/ui/confirm-dialog';

export interface UnpublishDialogProps {
  open: boolean;
  title: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Taking a release back: what disappears, and what buyers keep. */
export function UnpublishDialog({ title, ...props }: UnpublishDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      title={`Unpublish “${title}”?`}
      description="It leaves your artist page, search and Discover at once and becomes a draft again. Everyone who bought it keeps it."
      confirmLabel="Unpublish"
      tone="danger"
    />
  );
}
