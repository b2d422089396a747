import { Link } from 'react-router';
import { albumPath, catalogueIdentifier, ROUTES } from '@/shared/config';
import { Alert } from '@/shared/ui/alert';
import { Artwork } from '@/shared/ui/artwork';
import { Button } from '@/shared/ui/button';
import { HomeIcon, RetryIcon, UserIcon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import type { PurchasedAlbum } from '../api/confirm-payment';
import type { PaymentView } from '../lib/payment-view';
import styles from './payment-success-page.module.css';

export interface PaymentResultProps {
  view: PaymentView;
  onRetry: () => void;
}

const purchasedAlbumPath = (album: PurchasedAlbum) =>
  albumPath(catalogueIdentifier(album), album.artist_slug);

/** The outcome of a checkout, with the session id, the email and the two ways on (spec §2). */
export function PaymentResult({ view, onRetry }: PaymentResultProps) {
  return (
    <div className={styles.stack}>
      <PaymentOutcome view={view} onRetry={onRetry} />
      {!('sessionId' in view) ? null : (
        <dl className={styles.facts}>
          <div>
            <dt>Session ID</dt>
            <dd className={styles.sessionId}>{view.sessionId}</dd>
          </div>
          {'email' in view && view.email !== null ? (
            <div>
              <dt>Email</dt>
              <dd>{view.email}</dd>
            </div>
          ) : null}
        </dl>
      )}
      {'album' in view ? <PurchasedAlbumLink album={view.album} /> : null}
      <div className={styles.actions}>
        <Button asChild icon={<UserIcon size={18} />}>
          <Link to={ROUTES.dashboard}>Go to Dashboard</Link>
        </Button>
        <Button asChild variant="secondary" icon={<HomeIcon size={18} />}>
          <Link to={ROUTES.home}>Back to Home</Link>
        </Button>
      </div>
    </div>
  );
}

function PaymentOutcome({ view, onRetry }: PaymentResultProps) {
  switch (view.kind) {
    case 'opening':
      return <Spinner size="md" label="Checking your payment" />;
    case 'no-session':
      return (
        <Alert tone="warning" title="No checkout session was given">
          This page shows a payment when the payment provider sends you back to it with a
          session_id. Your dashboard lists every purchase.
        </Alert>
      );
    case 'signed-out':
      return (
        <Alert tone="info" title="Log in to see your purchase">
          Your purchase is kept on your account. <Link to={ROUTES.login}>Log in</Link> to see
          whether it went through.
        </Alert>
      );
    case 'checking':
      return (
        <p className={styles.checking}>
          <Spinner size="md" label="Checking your payment" />
          Asking the payment provider about your payment…
        </p>
      );
    case 'error':
      return (
        <Alert
          tone="error"
          title={view.message}
          action={
            <Button size="sm" variant="secondary" icon={<RetryIcon size={16} />} onClick={onRetry}>
              Check again
            </Button>
          }
        />
      );
    case 'granted':
      return (
        <Alert tone="success" title="Access granted">
          Your Soundcheck access to {view.album.title} is ready: every track plays in full.
        </Alert>
      );
    case 'processing':
      return view.slow ? (
        <Alert
          tone="info"
          title="Still waiting for your bank"
          action={
            <Button size="sm" variant="secondary" icon={<RetryIcon size={16} />} onClick={onRetry}>
              Check again
            </Button>
          }
        >
          This is taking longer than usual. Your dashboard shows the purchase once it settles;
          access follows at once.
        </Alert>
      ) : (
        <Alert tone="info" title="Waiting for your bank to confirm">
          <span className={styles.checking}>
            <Spinner size="sm" />
            Some payments take a few seconds to settle. This page updates by itself.
          </span>
        </Alert>
      );
    case 'not-completed':
      return (
        <Alert tone="warning" title="No charge was made.">
          {view.reason === 'failed'
            ? 'The payment did not go through. You can try again with another card.'
            : 'The checkout expired before it was paid. You can start a new one at any time.'}
        </Alert>
      );
    case 'no-access':
      return (
        <Alert tone="warning" title={NO_ACCESS_TITLES[view.status]}>
          {NO_ACCESS_TEXTS[view.status]}
        </Alert>
      );
  }
}

const NO_ACCESS_TITLES = {
  refunded: 'This purchase was refunded',
  disputed: 'This payment is disputed',
  revoked: 'Access was revoked',
} as const;
const NO_ACCESS_TEXTS = {
  refunded: 'The money went back to your card, and the album is locked again.',
  disputed: 'The album stays locked while your bank looks into the payment.',
  revoked: 'The payment was reversed after a dispute, so the album is locked again.',
} as const;

function PurchasedAlbumLink({ album }: { album: PurchasedAlbum }) {
  return (
    <div className={styles.album}>
      <Artwork src={album.artwork_url} kind="album" size={64} />
      <div className={styles.albumText}>
        <Link className={styles.albumTitle} to={purchasedAlbumPath(album)}>
          {album.title}
        </Link>
        <span className={styles.muted}>{album.artist_name}</span>
      </div>
    </div>
  );
}
