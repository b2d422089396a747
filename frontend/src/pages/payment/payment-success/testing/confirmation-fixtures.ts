import type { PaymentConfirmation, PaymentStatus } from '../api/confirm-payment';

// Sample replies of POST /api/stripe/confirm for the success page's tests and stories.

export const SESSION_ID = 'cs_test_a1B2c3D4e5F6g7H8i9J0';

/** An inline cover keeps the stories offline-friendly. */
const COVER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%235aa9ff'/%3E%3Ccircle cx='32' cy='32' r='14' fill='%230b0a10'/%3E%3C/svg%3E";

export function confirmationFixture(
  status: PaymentStatus,
  overrides: Partial<PaymentConfirmation> = {},
): PaymentConfirmation {
  return {
    session_id: SESSION_ID,
    status,
    has_access: status === 'paid' || status === 'restored',
    customer_email: 'maya@example.com',
    album: {
      id: '3f6b1c2a-9d4e-4b7a-8c1f-2e5d7a9b0c13',
      slug: 'night-drive-tapes',
      title: 'Night Drive Tapes',
      artwork_url: COVER,
      artist_name: 'Neon Harbor',
      artist_slug: 'neon-harbor',
    },
    ...overrides,
  };
}
