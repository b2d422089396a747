import { Link } from 'react-router';
import { ROUTES } from '@/shared/config';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';

/** After a reset-link change every session has ended, so the next step is logging in. */
export function PasswordUpdated() {
  return (
    <Alert
      tone="success"
      title="Your password has been updated."
      action={
        <Button asChild size="sm">
          <Link to={ROUTES.login}>Log in</Link>
        </Button>
      }
    >
      Log in with your new password.
    </Alert>
  );
}
