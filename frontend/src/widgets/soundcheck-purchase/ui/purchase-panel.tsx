import { Link } from 'react-router';
import { ROUTES, PAYMENT_PROVIDER_NAME } from '@/shared/config';
import { formatLongDate, formatMoney } from '@/shared/lib/format';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Chip } from '@/shared/ui/chip';
import { CheckIcon, PlayIcon, RetryIcon, UnlockIcon } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';
import { SOUNDCHECK_PERKS } from '../config/soundcheck';
import type { PurchaseView } from '../lib/purchase-view';
import { PurchaseAlbum } from './purchase-album';
import styles from './soundcheck-purchase.module.css';
import { cx } from '@/shared/lib/classnames';

export interface PurchasePanelProps {
  view: PurchaseView;
  onPurchase: () => void;
  onPlayAlbum: () => void;
  onRetry: () => void;
}

/** The purchase pages' one widget (spec §2, §4): loading, offer or owned, error, redirecting. */
export function PurchasePanel({ view, onPurchase, onPlayAlbum, onRetry }: PurchasePanelProps) {
  switch (view.kind) {
    case 'loading':
      return <PurchaseLoading />;
    case 'error':
      return (
        <div className={styles.error}>
          <Alert tone="error" title={view.message} />
          <div className={styles.actions}>
            <Button variant="secondary" icon={<RetryIcon size={18} />} onClick={onRetry}>
              Try again
            </Button>
            <Button asChild variant="ghost">
              <Link to={ROUTES.discover}>Back to Discover</Link>
            </Button>
          </div>
        </div>
      );
    case 'offer':
      return (
        <PurchaseAlbum album={view.album}>
          <Chip variant="locked">SOUNDCHECK</Chip>
          <h3 className={styles.sectionTitle}>What Soundcheck includes</h3>
          <ul className={styles.perks}>
            {SOUNDCHECK_PERKS.map((perk) => (
              <li key={perk}>
                <CheckIcon className={styles.perkIcon} size={16} />
                {perk}
              </li>
            ))}
          </ul>
          <p className={styles.price}>
            <span className={styles.amount}>
              {formatMoney(view.price.amount, view.price.currency)}
            </span>
            <span className={styles.muted}>one-off payment, yours to keep</span>
          </p>
          <Button size="lg" icon={<UnlockIcon size={18} />} onClick={onPurchase}>
            Purchase
          </Button>
        </PurchaseAlbum>
      );
    case 'owned': {
      const purchased = formatLongDate(view.grantedAt);
      return (
        <PurchaseAlbum album={view.album}>
          <h3 className={styles.sectionTitle}>Your Soundcheck Access</h3>
          <Chip variant="success" icon={<CheckIcon size={12} />}>
            Owned
          </Chip>
          {purchased === null ? null : (
            <p className={styles.muted}>
              Purchased on <time dateTime={view.grantedAt ?? undefined}>{purchased}</time>
            </p>
          )}
          <Button size="lg" icon={<PlayIcon size={18} />} onClick={onPlayAlbum}>
            Play Album
          </Button>
        </PurchaseAlbum>
      );
    }
    case 'redirecting':
      return (
        <PurchaseAlbum album={view.album}>
          <p className={styles.redirecting} role="status">
            <Spinner size="md" />
            Redirecting to {PAYMENT_PROVIDER_NAME}
          </p>
          <p className={styles.muted}>You will pay on {PAYMENT_PROVIDER_NAME}’s secure page.</p>
        </PurchaseAlbum>
      );
  }
}

function PurchaseLoading() {
  return (
    <div className={styles.panel} role="status" aria-busy="true" aria-label="Loading the offer">
      <Skeleton shape="rect" className={cx(styles.cover)} />
      <div className={styles.details}>
        <Skeleton width="60%" height="2rem" />
        <Skeleton width="35%" />
        <Skeleton width="80%" />
        <Skeleton width="70%" />
        <Skeleton width={140} height="2.75rem" />
      </div>
    </div>
  );
}
