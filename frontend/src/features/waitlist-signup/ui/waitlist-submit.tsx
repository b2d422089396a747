import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import type { WaitlistFormView } from '../model/waitlist-form';

export interface WaitlistSubmitProps {
  view: WaitlistFormView;
  label: string;
}

/**
 * The form's message and its submit button. Without a token the button is marked disabled
 * (aria-disabled) but still answers a press, so the person learns why (spec §5's message);
 * while sending it is really disabled and shows a spinner.
 */
export function WaitlistSubmit({ view, label }: WaitlistSubmitProps) {
  const submitting = view.status === 'submitting';
  return (
    <>
      {view.error === null ? null : <Alert tone="error">{view.error}</Alert>}
      <Button
        type="submit"
        loading={submitting}
        aria-disabled={!view.canSubmit || undefined}
        fullWidth
        size="lg"
      >
        {submitting ? 'Submitting…' : label}
      </Button>
    </>
  );
}
