import { apiClient, type components, unwrap } from '@/shared/api';

/** What the server learnt from the provider about one checkout session. */
export type PaymentConfirmation = components['schemas']['CheckoutConfirmationDto'];
export type PaymentStatus = PaymentConfirmation['status'];
export type PurchasedAlbum = PaymentConfirmation['album'];

/**
 * POST /api/stripe/confirm (bearer token): the purchase's real status, asked of the provider
 * rather than read from the return address (anyone can type `?session_id=…`). 404 when the
 * session is not the caller's.
 */
export async function confirmPayment(sessionId: string): Promise<PaymentConfirmation> {
  return unwrap(await apiClient.POST('/api/stripe/confirm', { body: { session_id: sessionId } }));
}
