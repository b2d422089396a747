import { randomBytes } from 'node:crypto';

import Stripe from 'stripe';

/**
 * Builders for the Stripe objects the test checkout hands out. Each returns the SDK's own type
 * with every field Stripe always sends (null or empty where this double has nothing to say), so
 * code written against `Stripe.Checkout.Session` & co. reads them exactly as it reads production
 * replies, and an SDK upgrade that changes a shape fails the typecheck here first.
 */

/** A price the test checkout sells; the payments module passes its catalogue in. */
export interface TestCheckoutPrice {
  id: string;
  unitAmount: number;
  currency: string;
  productName: string;
}

/** The events this double emits: the ones the payments module listens to. */
export type TestCheckoutEvent =
  | Stripe.CheckoutSessionCompletedEvent
  | Stripe.CheckoutSessionAsyncPaymentSucceededEvent
  | Stripe.CheckoutSessionAsyncPaymentFailedEvent
  | Stripe.CheckoutSessionExpiredEvent
  | Stripe.ChargeRefundedEvent
  | Stripe.ChargeDisputeCreatedEvent
  | Stripe.ChargeDisputeClosedEvent;

export type SessionEventType = Extract<TestCheckoutEvent['type'], `checkout.session.${string}`>;

// The API version events are stamped with: the one this SDK release is pinned to.
export const EVENT_API_VERSION: string = Stripe.API_VERSION;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `cs_test_a1B2…`: Stripe-style ids (prefix, `_test_`, 24 random alphanumerics). */
export function newId(prefix: 'cs' | 'pi' | 'ch' | 're' | 'dp' | 'evt' | 'req'): string {
  const bytes = randomBytes(24);
  let suffix = '';
  // 248 is the largest multiple of 62 below 256: rejecting bytes above it keeps the draw uniform.
  for (const byte of bytes) if (byte < 248) suffix += ID_ALPHABET[byte % 62] ?? '';
  return `${prefix}_test_${suffix.padEnd(24, '0')}`;
}

export function productIdOf(priceId: string): string {
  return `prod_test_${priceId.replace(/[^A-Za-z0-9]/g, '')}`;
}

export function buildPrice(price: TestCheckoutPrice, created: number): Stripe.Price {
  return {
    id: price.id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created,
    currency: price.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: productIdOf(price.id),
    recurring: null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'one_time',
    unit_amount: price.unitAmount,
    unit_amount_decimal: null,
  };
}

export interface NewSession {
  id: string;
  created: number;
  expiresAt: number;
  amountTotal: number;
  currency: string;
  url: string;
  successUrl: string;
  cancelUrl: string;
  clientReferenceId: string | null;
  customerEmail: string | null;
  metadata: Record<string, string>;
}

/** An open, unpaid hosted Checkout Session in payment mode. */
export function buildSession(input: NewSession): Stripe.Checkout.Session {
  return {
    id: input.id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: input.amountTotal,
    amount_total: input.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: input.created,
    currency: input.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: null,
    customer_account: null,
    customer_creation: 'if_required',
    customer_details: null,
    customer_email: input.customerEmail,
    discounts: [],
    expires_at: input.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: input.metadata,
    mode: 'payment',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: input.url,
    wallet_options: null,
  };
}

export interface NewCharge {
  id: string;
  created: number;
  amount: number;
  currency: string;
  paymentIntent: string;
  email: string;
  name: string | null;
  /** Copied from the payment intent, as Stripe does for charges a payment intent creates. */
  metadata: Record<string, string>;
  status: 'pending' | 'succeeded';
}

/** A card charge made by a Checkout payment: settled at once, or pending until it settles. */
export function buildCharge(input: NewCharge): Stripe.Charge {
  const succeeded = input.status === 'succeeded';
  return {
    id: input.id,
    object: 'charge',
    amount: input.amount,
    amount_captured: succeeded ? input.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: {
      address: null,
      email: input.email,
      name: input.name,
      phone: null,
      tax_id: null,
    },
    calculated_statement_descriptor: 'ENCORE TEST',
    captured: succeeded,
    created: input.created,
    currency: input.currency,
    customer: null,
    description: null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: input.metadata,
    on_behalf_of: null,
    outcome: null,
    paid: succeeded,
    payment_intent: input.paymentIntent,
    payment_method: null,
    payment_method_details: null,
    receipt_email: input.email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: input.status,
    transfer_data: null,
    transfer_group: null,
  };
}

export interface NewRefund {
  id: string;
  created: number;
  amount: number;
  charge: Stripe.Charge;
  metadata: Record<string, string>;
  reason: Stripe.Refund.Reason | null;
}

export function buildRefund(input: NewRefund): Stripe.Refund {
  return {
    id: input.id,
    object: 'refund',
    amount: input.amount,
    balance_transaction: null,
    charge: input.charge.id,
    created: input.created,
    currency: input.charge.currency,
    customer: null,
    customer_account: null,
    metadata: input.metadata,
    payment_intent: input.charge.payment_intent,
    payment_method: null,
    reason: input.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}

export interface NewDispute {
  id: string;
  created: number;
  amount: number;
  charge: Stripe.Charge;
}

/** A dispute as a card network opens it: the whole amount, awaiting the merchant's response. */
export function buildDispute(input: NewDispute): Stripe.Dispute {
  const sevenDays = 7 * 24 * 60 * 60;
  return {
    id: input.id,
    object: 'dispute',
    amount: input.amount,
    balance_transactions: [],
    charge: input.charge.id,
    created: input.created,
    currency: input.charge.currency,
    enhanced_eligibility_types: [],
    evidence: {
      access_activity_log: null,
      billing_address: null,
      cancellation_policy: null,
      cancellation_policy_disclosure: null,
      cancellation_rebuttal: null,
      customer_communication: null,
      customer_email_address: null,
      customer_name: null,
      customer_purchase_ip: null,
      customer_signature: null,
      duplicate_charge_documentation: null,
      duplicate_charge_explanation: null,
      duplicate_charge_id: null,
      enhanced_evidence: {},
      product_description: null,
      receipt: null,
      refund_policy: null,
      refund_policy_disclosure: null,
      refund_refusal_explanation: null,
      service_date: null,
      service_documentation: null,
      shipping_address: null,
      shipping_carrier: null,
      shipping_date: null,
      shipping_documentation: null,
      shipping_tracking_number: null,
      uncategorized_file: null,
      uncategorized_text: null,
    },
    evidence_details: {
      due_by: input.created + sevenDays,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: 'not_submitted',
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: input.charge.payment_intent,
    reason: 'general',
    status: 'needs_response',
  };
}

type DisputeEventType = 'charge.dispute.created' | 'charge.dispute.closed';

/** What every event carries besides its type and object. */
function eventEnvelope(created: number, pendingWebhooks: number) {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: EVENT_API_VERSION,
    created,
    livemode: false,
    pending_webhooks: pendingWebhooks,
    request: { id: null, idempotency_key: null },
  } as const;
}

// Events are snapshots: the object is copied, so later changes to it do not show through.

export function sessionEvent(
  type: SessionEventType,
  session: Stripe.Checkout.Session,
  created: number,
  pendingWebhooks: number,
): TestCheckoutEvent {
  const data = { object: structuredClone(session) };
  return { ...eventEnvelope(created, pendingWebhooks), type, data };
}

export function chargeRefundedEvent(
  charge: Stripe.Charge,
  created: number,
  pendingWebhooks: number,
): TestCheckoutEvent {
  const data = { object: structuredClone(charge) };
  return { ...eventEnvelope(created, pendingWebhooks), type: 'charge.refunded', data };
}

export function disputeEvent(
  type: DisputeEventType,
  dispute: Stripe.Dispute,
  created: number,
  pendingWebhooks: number,
): TestCheckoutEvent {
  const data = { object: structuredClone(dispute) };
  return { ...eventEnvelope(created, pendingWebhooks), type, data };
}

/** A list reply (`GET /v1/...`), Stripe's `{ object: 'list', data, has_more, url }`. */
export function buildList<T>(data: T[], url: string, hasMore: boolean): Stripe.ApiList<T> {
  return { object: 'list', data, has_more: hasMore, url };
}
