import { ConfirmDialog } from '@/shared/ui/confirm-dialog';

/** What a release's confirmations take: the release's title and the action's state. */
export interface ReleaseConfirmDialogProps {
  open: boolean;
  title: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Taking a release back: what disappears, and what buyers keep. */
export function UnpublishDialog({ title, ...props }: ReleaseConfirmDialogProps) {
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

/** Deleting a draft: what goes with it, and that it cannot be undone. */
export function DeleteDraftDialog({ title, ...props }: ReleaseConfirmDialogProps) {
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
