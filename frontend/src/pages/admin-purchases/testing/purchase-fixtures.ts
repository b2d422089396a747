import type {
  AdminPurchase,
  AdminPurchaseDetail,
  PurchaseLogEntry,
} from '../api/admin-purchases-api';

// Sample purchases for the admin purchases page's tests and stories.

export const PURCHASE_ID = '7d444840-9dc0-11d1-b245-5ffdce74fad2';

export function purchaseFixture(overrides: Partial<AdminPurchase> = {}): AdminPurchase {
  return {
    id: PURCHASE_ID,
    created_at: '2026-11-25T14:03:00.000Z',
    status: 'paid',
    refund_state: 'refundable',
    access_type: 'soundcheck',
    amount: 599,
    currency: 'gbp',
    buyer: {
      id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      email: 'lena@example.com',
      display_name: 'Lena Marsh',
    },
    album: {
      id: '3f6b1c2a-9d4e-4b7a-8c1f-2e5d7a9b0c13',
      title: 'Night Drive Tapes',
      artist_name: 'Neon Harbor',
    },
    paid_at: '2026-11-25T14:03:20.000Z',
    refunded_at: null,
    refund_requested_at: null,
    ...overrides,
  };
}

const NONE = {
  stripe_event_id: null,
  stripe_event_type: null,
  from_status: null,
  to_status: null,
  cause: null,
  source: null,
  actor_email: null,
};

export const logEntry = (
  kind: PurchaseLogEntry['kind'],
  overrides: Partial<PurchaseLogEntry> = {},
): PurchaseLogEntry => ({ ...NONE, at: '2026-11-25T14:03:00.000Z', kind, ...overrides });

/** A paid purchase's log: the checkout, Stripe's completed session, pending → paid. */
export const PAID_LOG: PurchaseLogEntry[] = [
  logEntry('checkout_opened'),
  logEntry('stripe_event', {
    at: '2026-11-25T14:03:20.000Z',
    stripe_event_id: 'evt_1QpaidXyZ',
    stripe_event_type: 'checkout.session.completed',
  }),
  logEntry('status_change', {
    at: '2026-11-25T14:03:20.000Z',
    from_status: 'pending',
    to_status: 'paid',
    cause: 'checkout.session.completed',
    source: 'webhook',
    stripe_event_id: 'evt_1QpaidXyZ',
  }),
];

const REQUESTED_AT = '2026-11-27T09:30:00.000Z';

export function detailFixture(
  state: 'refundable' | 'requested' | 'refunded' = 'refundable',
  overrides: Partial<AdminPurchaseDetail> = {},
): AdminPurchaseDetail {
  const requested = state !== 'refundable';
  const refunded = state === 'refunded';
  return {
    ...purchaseFixture({
      status: refunded ? 'refunded' : 'paid',
      refund_state: state,
      refund_requested_at: requested ? REQUESTED_AT : null,
      refunded_at: refunded ? '2026-11-27T09:30:04.000Z' : null,
    }),
    checkout_session_id: 'cs_test_a1B2c3',
    payment_intent_id: 'pi_3QxYz',
    customer_email: 'lena@example.com',
    completed_at: '2026-11-25T14:03:20.000Z',
    failed_at: null,
    expired_at: null,
    dispute_opened_at: null,
    dispute_outcome: null,
    refund_requested_by: requested ? 'admin@encore.test' : null,
    refund_id: requested ? 're_3QrefundAbC' : null,
    events: [
      ...PAID_LOG,
      ...(requested
        ? [logEntry('refund_requested', { at: REQUESTED_AT, actor_email: 'admin@encore.test' })]
        : []),
      ...(refunded
        ? [
            logEntry('stripe_event', {
              at: '2026-11-27T09:30:04.000Z',
              stripe_event_id: 'evt_1QrefundXyZ',
              stripe_event_type: 'charge.refunded',
            }),
            logEntry('status_change', {
              at: '2026-11-27T09:30:04.000Z',
              from_status: 'paid',
              to_status: 'refunded',
              cause: 'charge.refunded',
              source: 'webhook',
              stripe_event_id: 'evt_1QrefundXyZ',
            }),
          ]
        : []),
    ],
    ...overrides,
  };
}
