import { ConfirmDialog } from '@/shared/ui/confirm-dialog';

export interface DeleteDraftDialogProps {
  open: boolean;
  title: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deleting a draft: what goes with it, and that it cannot be undone. */
export function DeleteDraftDialog({ title, ...props }: DeleteDraftDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      title={`Delete “${title}”?`}
      description="The draft, its tracks and their uploaded files are deleted for good. Nobody else has seen it."
      confirmLabel="Delete draft"
      tone="danger"
    />
  );
}
