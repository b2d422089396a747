import type { ReactNode } from 'react';
import { formatDateTime, formatMoney } from '@/shared/lib/format';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { Facts } from '@/shared/ui/facts';
import { Panel } from '@/shared/ui/panel';
import type { AdminPurchaseDetail } from '../api/admin-purchases-api';
import { PurchaseEventLog } from './purchase-event-log';
import { PurchaseStatusChips } from './purchases-table';
import styles from './admin-purchases.module.css';

export interface PurchaseDetailViewProps {
  purchase: AdminPurchaseDetail;
  /** The automatic checks for Stripe's refund event have stopped. */
  refreshStopped: boolean;
  onRefund: () => void;
  onRefresh: () => void;
}

const Code = ({ children }: { children: ReactNode }) => (
  <span className={styles.code}>{children}</span>
);

/** One purchase: who bought what, what Stripe knows of it, its refund and its event log. */
export function PurchaseDetailView({
  purchase,
  refreshStopped,
  onRefund,
  onRefresh,
}: PurchaseDetailViewProps) {
  const facts: [string, ReactNode][] = [
    ['Buyer', `${purchase.buyer.display_name} · ${purchase.buyer.email}`],
    ['Album', `${purchase.album.title} · ${purchase.album.artist_name}`],
    ['Amount', formatMoney(purchase.amount, purchase.currency)],
    ['Status', <PurchaseStatusChips key="status" purchase={purchase} />],
    ['Checkout opened', formatDateTime(purchase.created_at)],
    ['Paid', formatDateTime(purchase.paid_at) ?? 'Not paid'],
    ...(purchase.refunded_at === null
      ? []
      : [['Refunded', formatDateTime(purchase.refunded_at)] as [string, ReactNode]]),
    ...(purchase.dispute_opened_at === null
      ? []
      : [
          [
            'Dispute',
            `Opened ${formatDateTime(purchase.dispute_opened_at) ?? ''}${
              purchase.dispute_outcome === null ? '' : `, ${purchase.dispute_outcome}`
            }`,
          ] as [string, ReactNode],
        ]),
    ['Email at checkout', purchase.customer_email ?? '—'],
    ['Checkout session', <Code key="session">{purchase.checkout_session_id ?? '—'}</Code>],
    ['Payment intent', <Code key="intent">{purchase.payment_intent_id ?? '—'}</Code>],
  ];
  return (
    <div className={styles.layout}>
      <Panel title="Purchase">
        <Facts facts={facts} />
      </Panel>
      <Panel title="Refund">
        <RefundState
          purchase={purchase}
          refreshStopped={refreshStopped}
          onRefund={onRefund}
          onRefresh={onRefresh}
        />
      </Panel>
      <Panel title="Event log">
        <PurchaseEventLog entries={purchase.events} />
      </Panel>
    </div>
  );
}

function RefundState({ purchase, refreshStopped, onRefund, onRefresh }: PurchaseDetailViewProps) {
  const requested = `Requested by ${purchase.refund_requested_by ?? 'an admin'} on ${
    formatDateTime(purchase.refund_requested_at) ?? ''
  }.`;
  switch (purchase.refund_state) {
    case 'refundable':
      return (
        <div className={styles.actions}>
          <Button variant="danger" onClick={onRefund}>
            Refund…
          </Button>
        </div>
      );
    case 'requested':
      return (
        <Alert
          tone="info"
          title="Refund requested"
          action={
            refreshStopped ? (
              <Button size="sm" variant="secondary" onClick={onRefresh}>
                Check again
              </Button>
            ) : (
              <Spinner size="sm" />
            )
          }
        >
          {requested} The purchase shows as refunded, and the buyer loses the album, once Stripe
          confirms it{refreshStopped ? '.' : '; this page checks every few seconds.'}
        </Alert>
      );
    case 'refunded':
      return (
        <p>
          Refunded on {formatDateTime(purchase.refunded_at)}.{' '}
          {purchase.refund_requested_at === null ? 'The refund was made in Stripe.' : requested}
        </p>
      );
    case 'not_refundable':
      return (
        <p className={styles.muted}>
          {purchase.status === 'disputed' || purchase.status === 'revoked'
            ? 'This payment is disputed or was charged back, so the bank settles it, not a refund.'
            : 'This purchase was never paid, so there is nothing to refund.'}
        </p>
      );
  }
}
