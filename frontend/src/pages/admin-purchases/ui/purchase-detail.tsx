import { useUnit } from 'effector-react';
import { failureMessage } from '@/shared/api';
import { LoadFailure } from '@/shared/ui/load-failure';
import { Skeleton } from '@/shared/ui/skeleton';
import {
  $detail,
  $detailError,
  $detailStatus,
  $isRefundDialogOpen,
  $isRefunding,
  $refreshStopped,
  $refundError,
  $refundReason,
  detailRetried,
  refreshRequested,
  refundAsked,
  refundCancelled,
  refundConfirmed,
  refundReasonChosen,
} from '../model/purchase-detail';
import { PurchaseDetailView } from './purchase-detail-view';
import { RefundDialog } from './refund-dialog';
import styles from './admin-purchases.module.css';

/** The purchase the address names (?purchase=): loading, failed, or the purchase and its refund. */
export function PurchaseDetail() {
  const model = useUnit({
    detail: $detail,
    status: $detailStatus,
    error: $detailError,
    refreshStopped: $refreshStopped,
    dialogOpen: $isRefundDialogOpen,
    reason: $refundReason,
    refunding: $isRefunding,
    refundError: $refundError,
    retried: detailRetried,
    refreshRequested,
    refundAsked,
    refundCancelled,
    refundConfirmed,
    refundReasonChosen,
  });
  if (model.status === 'failed') {
    return (
      <LoadFailure title="The purchase could not be loaded" onRetry={model.retried}>
        {failureMessage(model.error, 'Check your connection and try again.')}
      </LoadFailure>
    );
  }
  if (model.detail === null) {
    return (
      <div
        className={styles.layout}
        role="status"
        aria-busy="true"
        aria-label="Loading the purchase"
      >
        <Skeleton shape="rect" height={180} />
        <Skeleton shape="rect" height={96} />
        <Skeleton shape="rect" height={160} />
      </div>
    );
  }
  return (
    <>
      <PurchaseDetailView
        purchase={model.detail}
        refreshStopped={model.refreshStopped}
        onRefund={model.refundAsked}
        onRefresh={model.refreshRequested}
      />
      <RefundDialog
        open={model.dialogOpen}
        purchase={model.detail}
        reason={model.reason}
        pending={model.refunding}
        error={model.refundError}
        onReason={model.refundReasonChosen}
        onConfirm={model.refundConfirmed}
        onCancel={model.refundCancelled}
      />
    </>
  );
}
