import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { VERIFYING_MESSAGE } from '../lib/verification-phase';
import type { WaitlistFormView } from '../model/waitlist-form';
import { ProgressStatus } from './progress-status';

export interface WaitlistSubmitProps {
  view: WaitlistFormView;
  label: string;
}

/** The button's words while it works, or null when it shows its label. */
function progressOf(view: WaitlistFormView): string | null {
  if (view.status === 'verifying') return VERIFYING_MESSAGE;
  if (view.status === 'submitting') return 'Submitting…';
  return null;
}

/**
 * The form's message and its submit button (issue 23 §4). Pressed before the widget has its
 * proof, it says "Verifying you're human…" and the form is sent once the proof is ready; while
 * sending it says "Submitting…"; both with a spinner. It is disabled, and looks it, only where
 * the form truly cannot be sent: the widget cannot run in this browser or did not load (its box
 * says which, in the spec's words).
 */
export function WaitlistSubmit({ view, label }: WaitlistSubmitProps) {
  const progress = progressOf(view);
  return (
    <>
      {view.error === null ? null : <Alert tone="error">{view.error}</Alert>}
      <Button
        type="submit"
        loading={progress !== null}
        disabled={!view.canSubmit}
        fullWidth
        size="lg"
      >
        {progress ?? label}
      </Button>
      <ProgressStatus text={progress} />
    </>
  );
}
