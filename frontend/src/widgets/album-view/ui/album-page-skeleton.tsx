import { useDocumentTitle } from '@/shared/lib/document-title';
import { Skeleton } from '@/shared/ui/skeleton';
import styles from './album-view.module.css';
import { cx } from '@/shared/lib/classnames';

/** The page's shape while the album loads (access is "loading" too, spec §4). */
export function AlbumPageSkeleton() {
  useDocumentTitle('Album');
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label="Loading album">
      <div className={styles.header}>
        <Skeleton shape="rect" className={cx(styles.cover)} />
        <div className={styles.details}>
          <Skeleton width={90} height={24} />
          <Skeleton width="70%" height="2.5rem" />
          <Skeleton width="40%" />
          <Skeleton width="30%" />
        </div>
      </div>
      <div className={styles.tracks}>
        {[1, 2, 3, 4, 5].map((row) => (
          <Skeleton key={row} height="2.5rem" />
        ))}
      </div>
    </div>
  );
}
