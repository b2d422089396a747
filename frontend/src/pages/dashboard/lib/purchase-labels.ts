import { albumPath, catalogueIdentifier } from '@/shared/config';
import type { Purchase } from '../api/purchases-api';

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
