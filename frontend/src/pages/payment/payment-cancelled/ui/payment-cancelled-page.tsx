import { Link } from 'react-router';
import { ROUTES } from '@/shared/config';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { HomeIcon, RetryIcon } from '@/shared/ui/icons';
import { Page } from '@/shared/ui/page';
import styles from './payment-cancelled-page.module.css';

/** Where the provider returns a buyer who cancelled (spec §2). */
export function PaymentCancelledPage() {
  return (
    <Page width="narrow" title="Payment cancelled">
      <div className={styles.stack}>
        <Alert tone="info" title="No charge was made.">
          You left the checkout before paying. You can try again whenever you like.
        </Alert>
        <div className={styles.actions}>
          <Button asChild icon={<RetryIcon size={18} />}>
            <Link to={ROUTES.testPurchase}>Try Again</Link>
          </Button>
          <Button asChild variant="secondary" icon={<HomeIcon size={18} />}>
            <Link to={ROUTES.home}>Back to Home</Link>
          </Button>
        </div>
      </div>
    </Page>
  );
}
