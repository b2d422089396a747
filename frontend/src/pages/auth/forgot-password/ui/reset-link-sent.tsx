import { Link } from 'react-router';
import { ROUTES } from '@/shared/config';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import styles from './reset-link-sent.module.css';

/** What follows a reset request: the server's (deliberately non-committal) confirmation. */
export function ResetLinkSent({ message }: { message: string }) {
  return (
    <div className={styles.sent}>
      <Alert tone="success" title="Check your email">
        <p>{message}</p>
        <p>Check your inbox and spam folder. The link works for 30 minutes.</p>
      </Alert>
      <Button asChild variant="secondary">
        <Link to={ROUTES.login}>Back to login</Link>
      </Button>
    </div>
  );
}
