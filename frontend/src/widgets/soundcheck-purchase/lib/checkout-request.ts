import type { AlbumDetail } from '@/entities/album';
import { paymentReturnUrls } from '@/shared/config';
import type { CheckoutReply, CheckoutRequest, Price } from '../api/purchase-api';

export interface CheckoutInput {
  userId: string | null;
  album: AlbumDetail | null;
  price: Price | null;
  /** The site origin, e.g. `https://encore.example`: the provider returns the buyer there. */
  origin: string;
}

/**
 * Spec §3's checkout request, with the return pages of spec §7; null when something it needs is
 * not known yet (the page then says "Album or artist information not available").
 */
export function checkoutRequestOf({
  userId,
  album,
  price,
  origin,
}: CheckoutInput): CheckoutRequest | null {
  if (userId === null || album === null || price === null) return null;
  return {
    user_id: userId,
    price_id: price.price_id,
    ...paymentReturnUrls(origin),
    metadata: { album_id: album.id, user_id: userId, access_type: price.access_type },
  };
}

/** Where the browser goes next; null when the reply has no address ("No checkout URL received"). */
export function checkoutUrlOf(reply: Partial<CheckoutReply> | null | undefined): string | null {
  const url = reply?.url;
  return typeof url === 'string' && url.trim() !== '' ? url : null;
}
