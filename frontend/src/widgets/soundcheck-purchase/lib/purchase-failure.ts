import { type AlbumDetail, isPurchasable } from '@/entities/album';
import { identifiesArtist } from '@/entities/artist';
import { ApiError } from '@/shared/api';
import { PURCHASE_MESSAGES } from '../config/soundcheck';
import type { PurchaseTarget } from './purchase-target';

// Which of spec §8's purchase texts a failure shows. A 4xx reply carries the server's own text
// (the spec's price texts, "already owned"), so it is shown as it came.

const isClientError = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** Before anything is asked: the route gave no album. */
export function targetProblem(target: PurchaseTarget): string | null {
  return target.album.trim() === '' ? PURCHASE_MESSAGES.albumIdMissing : null;
}

/** The album could not be loaded: no such album (4xx), or anything else. */
export function albumLoadFailure(error: unknown, page: PurchaseTarget['page']): string {
  if (page === 'test') return PURCHASE_MESSAGES.testAlbumFailed;
  return isClientError(error) ? PURCHASE_MESSAGES.albumNotFound : PURCHASE_MESSAGES.fallback;
}

/** An album that cannot be sold here: not Soundcheck (spec §5), or not by the page's artist. */
export function offerProblem(album: AlbumDetail, target: PurchaseTarget): string | null {
  if (!isPurchasable(album.access_type)) {
    return `Access type "${album.access_type}" not supported for purchase`;
  }
  if (target.artist !== null && !identifiesArtist(target.artist, album.artist)) {
    return PURCHASE_MESSAGES.artistNotFound;
  }
  return null;
}

/** The price: "No price configured for access type: …" and the like come from the server. */
export function priceFailure(error: unknown): string {
  return isClientError(error) && error.serverMessage !== null
    ? error.serverMessage
    : PURCHASE_MESSAGES.fallback;
}

/** The checkout: the server's text for a refusal (403, 400, 409), else the spec's failure. */
export function checkoutFailure(error: unknown): string {
  return isClientError(error) && error.serverMessage !== null
    ? error.serverMessage
    : PURCHASE_MESSAGES.checkoutFailed;
}
