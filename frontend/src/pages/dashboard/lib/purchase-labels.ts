import { albumPath, catalogueIdentifier } from '@/shared/config';
import type { ChipVariant } from '@/shared/ui/chip';
import type { Purchase, PurchaseStatus } from '../api/purchases-api';

/** Each status as the listener reads it. */
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

/**
 * The purchases the list shows: a checkout opened and left (pending) or left to lapse (expired)
 * never took a payment, so it is not a purchase to the listener.
 */
export function listedPurchases(purchases: readonly Purchase[]): Purchase[] {
  return purchases.filter(
    (purchase) => purchase.status !== 'pending' && purchase.status !== 'expired',
  );
}

/** `/artist/{artist}/album/{album}`, or `/album/{id}` when the artist has no slug. */
export const purchasedAlbumPath = (album: Purchase['album']): string =>
  albumPath(catalogueIdentifier(album), album.artist_slug);
