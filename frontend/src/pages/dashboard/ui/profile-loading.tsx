import { Skeleton } from '@/shared/ui/skeleton';
import styles from './dashboard.module.css';

/** Stands in for the profile card while it loads. */
export function ProfileLoading() {
  return (
    <div className={styles.card} aria-busy="true" aria-label="Loading your profile" role="status">
      <Skeleton shape="circle" width={128} height={128} />
      <div className={styles.cardBody}>
        <Skeleton width="60%" height={28} />
        <Skeleton width="80%" />
        <Skeleton width="40%" />
      </div>
    </div>
  );
}
