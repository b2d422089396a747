import type { AccessType } from '@/entities/album';
import { apiClient, type components, unwrap } from '@/shared/api';

/** What one access type costs: `price_id` goes back in the checkout request. */
export type Price = components['schemas']['PriceDto'];
/** Spec §3's checkout request. */
export type CheckoutRequest = components['schemas']['CheckoutRequestDto'];
export type CheckoutReply = components['schemas']['CheckoutReplyDto'];

/** GET /api/stripe/prices/{accessType} (bearer token). */
export async function fetchPrice(accessType: AccessType): Promise<Price> {
  return unwrap(
    await apiClient.GET('/api/stripe/prices/{accessType}', {
      params: { path: { accessType } },
    }),
  );
}

/** POST /api/stripe/checkout (bearer token): the provider's checkout address (spec §7). */
export async function createCheckout(request: CheckoutRequest): Promise<CheckoutReply> {
  return unwrap(await apiClient.POST('/api/stripe/checkout', { body: request }));
}
