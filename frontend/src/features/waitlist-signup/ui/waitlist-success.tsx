import { Alert } from '@/shared/ui/alert';

/** Spec §4: the thank-you message that replaces a sent form. */
export function WaitlistSuccess({ text }: { text: string }) {
  return (
    <Alert tone="success" title={text}>
      We have sent you an email: open its link to confirm your address.
    </Alert>
  );
}
