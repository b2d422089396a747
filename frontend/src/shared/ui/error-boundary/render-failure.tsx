import { Button } from '@/shared/ui/button';
import { RetryIcon } from '@/shared/ui/icons';
import styles from './render-failure.module.css';

export interface RenderFailureProps {
  onRetry: () => void;
}

/** The spec's render-failure view (§8): "Something went wrong" with "Try Again". */
export function RenderFailure({ onRetry }: RenderFailureProps) {
  return (
    <section className={styles.failure} role="alert">
      <h2 className={styles.title}>Something went wrong</h2>
      <Button icon={<RetryIcon size={18} />} variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </section>
  );
}
