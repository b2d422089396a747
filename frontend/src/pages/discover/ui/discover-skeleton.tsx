import { Skeleton } from '@/shared/ui/skeleton';
import styles from './discover.module.css';

/** Section shapes while the one discover request runs. */
export function DiscoverSkeleton() {
  return (
    <div className={styles.sections} role="status" aria-busy="true" aria-label="Loading Discover">
      {[1, 2].map((section) => (
        <div key={section} className={styles.section}>
          <Skeleton width={220} height="1.75rem" />
          <div className={styles.grid}>
            {[1, 2, 3, 4, 5].map((card) => (
              <Skeleton key={card} shape="rect" height={220} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
