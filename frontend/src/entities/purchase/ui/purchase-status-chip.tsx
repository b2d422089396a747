import { Chip } from '@/shared/ui/chip';
import {
  PURCHASE_STATUS_CHIPS,
  PURCHASE_STATUS_LABELS,
  type PurchaseStatus,
} from '../model/purchase-status';

/** A purchase's status as a chip: "Paid", "Refunded", "Disputed"… */
export function PurchaseStatusChip({ status }: { status: PurchaseStatus }) {
  return <Chip variant={PURCHASE_STATUS_CHIPS[status]}>{PURCHASE_STATUS_LABELS[status]}</Chip>;
}
