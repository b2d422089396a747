import { apiClient, type components, unwrap } from '@/shared/api';

/** One of the caller's purchases (spec §7 leaves the shape to the server). */
export type Purchase = components['schemas']['PurchaseDto'];
export type PurchaseStatus = Purchase['status'];

/** GET /api/user/purchases (bearer token) — newest first. */
export async function fetchPurchases(): Promise<Purchase[]> {
  return unwrap(await apiClient.GET('/api/user/purchases'));
}
