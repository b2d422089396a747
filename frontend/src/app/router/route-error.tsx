import { Button } from '@/shared/ui/button';
import { RetryIcon } from '@/shared/ui/icons';
import styles from './route-error.module.css';

/**
 * Shown when a page fails to render or its code fails to load; the chrome stays usable.
 * React itself reports the caught error to the console, so nothing is logged here.
 */
export function RouteError() {
  return (
    <section className={styles.error} role="alert">
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.text}>Please try again. If it keeps happening, reload the page.</p>
      <Button
        icon={<RetryIcon size={18} />}
        onClick={() => {
          window.location.reload();
        }}
      >
        Try Again
      </Button>
    </section>
  );
}
