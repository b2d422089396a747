import { Link } from 'react-router';
import { ROUTES } from '@/shared/config';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';

/** /update-password without a token and without a login: nothing to change the password with. */
export function ResetLinkMissing() {
  return (
    <Alert
      tone="warning"
      title="This password reset link is missing or has expired."
      action={
        <Button asChild size="sm" variant="secondary">
          <Link to={ROUTES.forgotPassword}>Request a new link</Link>
        </Button>
      }
    >
      Reset links work once, for 30 minutes. Request a new one and open the link in the email.
    </Alert>
  );
}
