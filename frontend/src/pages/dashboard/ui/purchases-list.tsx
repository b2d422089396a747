import { Link } from 'react-router';
import { PurchaseStatusChip } from '@/entities/purchase';
import { formatLongDate, formatMoney } from '@/shared/lib/format';
import { Alert } from '@/shared/ui/alert';
import { Artwork } from '@/shared/ui/artwork';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import type { Purchase } from '../api/purchases-api';
import { purchasedAlbumPath } from '../lib/purchase-labels';
import type { PurchasesStatus } from '../model/purchases';
import styles from './dashboard.module.css';

export interface PurchasesListProps {
  status: PurchasesStatus;
  purchases: readonly Purchase[];
  onRetry: () => void;
  onDownloadCsv: () => void;
}

/** The listener's Soundcheck purchases, newest first, with a CSV download. */
export function PurchasesList({ status, purchases, onRetry, onDownloadCsv }: PurchasesListProps) {
  if (status === 'loading') {
    return (
      <div
        className={styles.purchases}
        role="status"
        aria-busy="true"
        aria-label="Loading purchases"
      >
        {[1, 2].map((row) => (
          <div key={row} className={styles.purchase}>
            <Skeleton shape="rect" width={56} height={56} />
            <div className={styles.purchaseBody}>
              <Skeleton width="50%" />
              <Skeleton width="30%" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <Alert
        tone="error"
        title="We could not load your purchases."
        action={
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    );
  }
  if (purchases.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>You have no Soundcheck purchases yet.</p>
        <p>Albums you unlock with Soundcheck will appear here.</p>
      </div>
    );
  }
  return (
    <div className={styles.purchases}>
      <ul className={styles.purchaseList} aria-label="Your purchases">
        {purchases.map((purchase) => (
          <PurchaseRow key={purchase.id} purchase={purchase} />
        ))}
      </ul>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={onDownloadCsv}>
          Download CSV
        </Button>
      </div>
    </div>
  );
}

function PurchaseRow({ purchase }: { purchase: Purchase }) {
  const { album } = purchase;
  const date = formatLongDate(purchase.purchased_at);
  return (
    <li className={styles.purchase}>
      <Artwork src={album.artwork_url} kind="album" size={56} />
      <div className={styles.purchaseBody}>
        <Link className={styles.purchaseTitle} to={purchasedAlbumPath(album)}>
          {album.title}
        </Link>
        <span className={styles.purchaseMeta}>{album.artist_name}</span>
        <span className={styles.purchaseMeta}>
          {date === null ? null : <time dateTime={purchase.purchased_at}>{date}</time>}
          {date === null ? null : ' · '}
          {formatMoney(purchase.amount, purchase.currency)}
        </span>
      </div>
      <PurchaseStatusChip status={purchase.status} />
    </li>
  );
}
