import { apiClient, type components, unwrap } from '@/shared/api';
import type { KeysetPage } from '@/shared/model';
import { type PurchasesQuery, purchasesQueryParams } from '../lib/purchases-query';

/** A purchase as the admin list shows it (GET /api/admin/purchases). */
export type AdminPurchase = components['schemas']['AdminPurchaseDto'];
/** One purchase with everything stored about it and its event log, oldest first. */
export type AdminPurchaseDetail = components['schemas']['AdminPurchaseDetailDto'];
export type PurchaseLogEntry = components['schemas']['PurchaseLogEntryDto'];
export type RefundState = AdminPurchase['refund_state'];
export type RefundReason = NonNullable<components['schemas']['RefundRequestDto']['reason']>;

export async function fetchPurchasesPage(request: {
  query: PurchasesQuery;
  cursor: string | null;
}): Promise<KeysetPage<AdminPurchase>> {
  const reply = unwrap(
    await apiClient.GET('/api/admin/purchases', {
      params: { query: purchasesQueryParams(request.query, request.cursor) },
    }),
  );
  return { items: reply.purchases, nextCursor: reply.next_cursor };
}

export async function fetchPurchase(id: string): Promise<AdminPurchaseDetail> {
  return unwrap(await apiClient.GET('/api/admin/purchases/{id}', { params: { path: { id } } }));
}

/** Asks Stripe for the refund (202): the purchase turns refunded when Stripe's event arrives. */
export async function requestRefund(request: {
  id: string;
  reason: RefundReason;
}): Promise<AdminPurchaseDetail> {
  return unwrap(
    await apiClient.POST('/api/admin/purchases/{id}/refund', {
      params: { path: { id: request.id } },
      body: { reason: request.reason },
    }),
  );
}
