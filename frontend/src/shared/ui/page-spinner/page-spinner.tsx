import { Spinner } from '@/shared/ui/spinner';
import styles from './page-spinner.module.css';

export interface PageSpinnerProps {
  label?: string;
}

/** Fills the content area while a whole page waits, e.g. for the login state to load. */
export function PageSpinner({ label = 'Loading…' }: PageSpinnerProps) {
  return (
    <div className={styles.page}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
