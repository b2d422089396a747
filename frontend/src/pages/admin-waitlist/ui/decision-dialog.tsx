import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Dialog } from '@/shared/ui/dialog';
import { TextArea } from '@/shared/ui/text-area';
import type { WaitlistEntryDetail } from '../api/waitlist-api';
import { type Decision, promptOf } from '../lib/decision';

/** The most a rejection's reason takes (the server's limit). */
export const REASON_MAX = 500;

export interface DecisionDialogProps {
  decision: Decision;
  entry: WaitlistEntryDetail;
  /** The rejection's reason as typed. */
  reason: string;
  pending: boolean;
  error: string | null;
  onReasonType: (reason: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a decision: approving mails a code; rejecting asks why (for the other admins). */
export function DecisionDialog(props: DecisionDialogProps) {
  const prompt = promptOf(props.decision, props.entry);
  if (props.decision !== 'reject') {
    return (
      <ConfirmDialog
        open
        {...prompt}
        pending={props.pending}
        error={props.error}
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
      />
    );
  }
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next && !props.pending) props.onCancel();
      }}
      title={prompt.title}
      description={prompt.description}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={props.onCancel} disabled={props.pending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={props.pending}
            disabled={props.reason.trim() === ''}
            onClick={props.onConfirm}
          >
            {prompt.confirmLabel}
          </Button>
        </>
      }
    >
      <TextArea
        label="Reason"
        required
        hint="Seen by admins only."
        value={props.reason}
        maxLength={REASON_MAX}
        rows={3}
        onChange={(event) => {
          props.onReasonType(event.target.value);
        }}
      />
      {props.error === null ? null : <Alert tone="error">{props.error}</Alert>}
    </Dialog>
  );
}
