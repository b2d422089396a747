import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import styles from './load-more.module.css';

export interface LoadMoreProps {
  /** There is a next page (the server gave a cursor). */
  hasMore: boolean;
  loading: boolean;
  /** Why the last "more" failed; the button then asks again. */
  error?: string | null;
  onMore: () => void;
  /** What the button fetches, e.g. "Show more users". */
  label?: string;
}

/** The foot of a server-paginated list: the next page on request, or why it did not come. */
export function LoadMore({
  hasMore,
  loading,
  error = null,
  onMore,
  label = 'Show more',
}: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <div className={styles.loadMore}>
      {error === null ? null : <Alert tone="error">{error}</Alert>}
      <Button variant="secondary" loading={loading} onClick={onMore}>
        {error === null ? label : 'Try again'}
      </Button>
    </div>
  );
}
