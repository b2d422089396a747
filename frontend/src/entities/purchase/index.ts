// A Soundcheck purchase's status in words and colours (the listener's dashboard, the admin list).
export {
  PURCHASE_STATUS_CHIPS,
  PURCHASE_STATUS_LABELS,
  type PurchaseStatus,
} from './model/purchase-status';
export { PurchaseStatusChip } from './ui/purchase-status-chip';
