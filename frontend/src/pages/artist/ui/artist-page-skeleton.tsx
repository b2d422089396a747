import { useDocumentTitle } from '@/shared/lib/document-title';
import { Skeleton } from '@/shared/ui/skeleton';
import styles from './artist-page.module.css';
import { cx } from '@/shared/lib/classnames';

/** The page's shape while the artist loads. */
export function ArtistPageSkeleton() {
  useDocumentTitle('Artist');
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label="Loading artist">
      <div className={styles.hero}>
        <Skeleton shape="rect" className={cx(styles.bannerSkeleton)} />
        <div className={styles.identity}>
          <Skeleton shape="circle" className={cx(styles.photo)} />
          <Skeleton width={120} height={44} />
        </div>
      </div>
      <div className={styles.body}>
        <div className={styles.about}>
          <Skeleton width="30%" height="1.5rem" />
          <Skeleton />
          <Skeleton />
          <Skeleton width="60%" />
        </div>
        <div className={styles.releases}>
          <Skeleton width="30%" height="1.5rem" />
          <div className={styles.releaseGrid}>
            {[1, 2, 3].map((card) => (
              <Skeleton key={card} shape="rect" height={200} />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
