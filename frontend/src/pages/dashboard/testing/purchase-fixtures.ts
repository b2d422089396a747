import type { Purchase, PurchaseStatus } from '../api/purchases-api';

// Sample purchases for the dashboard's tests and stories.

/** An inline cover keeps the stories offline-friendly. */
const COVER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%235aa9ff'/%3E%3Ccircle cx='32' cy='32' r='14' fill='%230b0a10'/%3E%3C/svg%3E";

export function purchaseFixture(
  status: PurchaseStatus = 'paid',
  overrides: Partial<Purchase> = {},
): Purchase {
  return {
    id: `p-${status}`,
    album: {
      id: '3f6b1c2a-9d4e-4b7a-8c1f-2e5d7a9b0c13',
      slug: 'night-drive-tapes',
      title: 'Night Drive Tapes',
      artwork_url: COVER,
      artist_name: 'Neon Harbor',
      artist_slug: 'neon-harbor',
    },
    access_type: 'soundcheck',
    amount: 599,
    currency: 'gbp',
    status,
    has_access: status === 'paid' || status === 'restored',
    purchased_at: '2026-11-25T14:03:00.000Z',
    paid_at: status === 'paid' ? '2026-11-25T14:03:20.000Z' : null,
    session_id: `cs_test_${status}`,
    ...overrides,
  };
}

/** A listener's history, newest first, as the server sends it. */
export const PURCHASES: Purchase[] = [
  purchaseFixture('paid'),
  purchaseFixture('processing', {
    purchased_at: '2026-11-20T09:00:00.000Z',
    album: {
      id: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
      slug: null,
      title: 'Lanterns, Live at the Lighthouse',
      artwork_url: null,
      artist_name: 'Kid Lanterne',
      artist_slug: null,
    },
  }),
  purchaseFixture('refunded', { purchased_at: '2026-10-02T18:30:00.000Z' }),
  purchaseFixture('disputed', { purchased_at: '2026-09-14T12:00:00.000Z' }),
  purchaseFixture('restored', { purchased_at: '2026-08-01T08:15:00.000Z' }),
  purchaseFixture('revoked', { purchased_at: '2026-07-07T07:07:00.000Z' }),
  purchaseFixture('failed', { purchased_at: '2026-06-30T21:45:00.000Z' }),
];
