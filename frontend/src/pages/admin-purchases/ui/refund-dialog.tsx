import { formatMoney } from '@/shared/lib/format';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Select } from '@/shared/ui/select';
import type { AdminPurchase, RefundReason } from '../api/admin-purchases-api';

const REASONS: { value: RefundReason; label: string }[] = [
  { value: 'requested_by_customer', label: 'The buyer asked for it' },
  { value: 'duplicate', label: 'A duplicate payment' },
  { value: 'fraudulent', label: 'A fraudulent payment' },
];

export interface RefundDialogProps {
  open: boolean;
  purchase: AdminPurchase;
  reason: RefundReason;
  pending: boolean;
  error: string | null;
  onReason: (reason: RefundReason) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a refund: the money goes back and the buyer loses the album once Stripe confirms. */
export function RefundDialog(props: RefundDialogProps) {
  const { purchase } = props;
  const amount = formatMoney(purchase.amount, purchase.currency);
  return (
    <ConfirmDialog
      open={props.open}
      title={`Refund ${amount} to ${purchase.buyer.email}?`}
      description={`Stripe returns the whole payment for ${purchase.album.title}. When Stripe confirms the refund, the purchase shows as refunded and the buyer can no longer play the album. This cannot be undone.`}
      confirmLabel={`Refund ${amount}`}
      tone="danger"
      pending={props.pending}
      error={props.error}
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    >
      <Select
        label="Reason (sent to Stripe)"
        options={REASONS}
        value={props.reason}
        onValueChange={(value) => {
          props.onReason(value as RefundReason);
        }}
      />
    </ConfirmDialog>
  );
}
