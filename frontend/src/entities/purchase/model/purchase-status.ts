import type { components } from '@/shared/api';
import type { ChipVariant } from '@/shared/ui/chip';

/** Where a Soundcheck purchase stands, as the server derives it from Stripe's facts (ADR 0018). */
export type PurchaseStatus = components['schemas']['PurchaseDto']['status'];

/** Each status in words, the same for the listener's purchases and the admin's list. */
export const PURCHASE_STATUS_LABELS: Readonly<Record<PurchaseStatus, string>> = {
  pending: 'Pending',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  refunded: 'Refunded',
  disputed: 'Disputed',
  restored: 'Access restored',
  revoked: 'Revoked',
};

export const PURCHASE_STATUS_CHIPS: Readonly<Record<PurchaseStatus, ChipVariant>> = {
  pending: 'default',
  processing: 'warning',
  paid: 'success',
  failed: 'danger',
  expired: 'default',
  refunded: 'default',
  disputed: 'warning',
  restored: 'success',
  revoked: 'danger',
};
