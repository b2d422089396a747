import { RELEASE_DECISION_REASON_MAX_LENGTH } from '@encore/shared-rules';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { TextArea } from '@/shared/ui/text-area';
import type { AdminRelease } from '../api/admin-releases-api';
import { type DecisionKind, promptOf } from '../lib/decision';

export interface DecisionDialogProps {
  kind: DecisionKind;
  release: AdminRelease;
  /** The reason as typed. */
  reason: string;
  /** Why the reason cannot be sent yet (asked for once a confirmation found it missing). */
  reasonError: string | null;
  pending: boolean;
  /** Why the server refused, in its words. */
  error: string | null;
  onReasonType: (reason: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a take-down or a restore, with the reason the artist will read. */
export function DecisionDialog(props: DecisionDialogProps) {
  const prompt = promptOf(props.kind, props.release);
  return (
    <ConfirmDialog
      open
      title={prompt.title}
      description={prompt.description}
      confirmLabel={prompt.confirmLabel}
      tone={prompt.tone}
      pending={props.pending}
      error={props.error}
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    >
      <TextArea
        label={prompt.reasonLabel}
        required
        hint={prompt.reasonHint}
        error={props.reasonError}
        value={props.reason}
        maxLength={RELEASE_DECISION_REASON_MAX_LENGTH}
        rows={4}
        onChange={(event) => {
          props.onReasonType(event.target.value);
        }}
      />
    </ConfirmDialog>
  );
}
