import { defineErrors } from '../../platform/http/index.js';

/** The spec's texts (§8) where it has them, word for word; ours elsewhere. */
export const PaymentsErrors = defineErrors('PAYMENTS', {
  NOT_YOUR_ACCOUNT: {
    kind: 'forbidden',
    message: 'You can only buy access for your own account.',
  },
  ALBUM_NOT_FOUND: { kind: 'not_found', message: 'Album not found' },
  /** Overridden with the spec's `Access type "{type}" not supported for purchase`. */
  NOT_PURCHASABLE: { kind: 'bad_request', message: 'Access type not supported for purchase' },
  /** Overridden with the spec's "No price configured for access type: {type}". */
  NO_PRICE: { kind: 'bad_request', message: 'No price configured for this access type' },
  PRICE_MISMATCH: {
    kind: 'bad_request',
    message: "The price is not this album's Soundcheck price. Reload the page and try again.",
  },
  RETURN_URL_FOREIGN: {
    kind: 'bad_request',
    message: 'The return addresses must be pages of this site.',
  },
  ALREADY_OWNED: {
    kind: 'conflict',
    message: 'You already have Soundcheck access to this album, so there is nothing to pay.',
  },
  PAYMENT_PROCESSING: {
    kind: 'conflict',
    message:
      'Your payment for this album is still being processed. Access follows as soon as it clears, so there is nothing more to pay.',
  },
  CHECKOUT_FAILED: { kind: 'unavailable', message: 'Failed to create checkout session' },
  SESSION_NOT_FOUND: { kind: 'not_found', message: 'We could not find this checkout session.' },
  PROVIDER_UNAVAILABLE: {
    kind: 'unavailable',
    message: 'The payment provider could not be reached. Please try again in a moment.',
  },
  WEBHOOK_SIGNATURE_INVALID: {
    kind: 'bad_request',
    message: 'The webhook signature is missing, invalid or too old.',
  },
  WEBHOOK_BODY_INVALID: { kind: 'bad_request', message: 'The webhook body is not a Stripe event.' },
  PURCHASE_NOT_FOUND: { kind: 'not_found', message: 'There is no purchase with this id.' },
  REFUND_NOT_PAID: {
    kind: 'conflict',
    message: 'This purchase was never paid, so there is nothing to refund.',
  },
  ALREADY_REFUNDED: { kind: 'conflict', message: 'This purchase has already been refunded.' },
  REFUND_ALREADY_REQUESTED: {
    kind: 'conflict',
    message:
      'A refund of this purchase has already been requested. It shows as refunded once Stripe confirms it.',
  },
  REFUND_DISPUTED: {
    kind: 'conflict',
    message: 'This payment is disputed or was charged back, so the bank settles it, not a refund.',
  },
  REFUND_REFUSED: {
    kind: 'conflict',
    message: 'Stripe refused this refund. Check the payment in Stripe.',
  },
});

/** The spec's texts with their value (§8). */
export const notPurchasable = (accessType: string) =>
  PaymentsErrors.NOT_PURCHASABLE(`Access type "${accessType}" not supported for purchase`);
export const noPrice = (accessType: string) =>
  PaymentsErrors.NO_PRICE(`No price configured for access type: ${accessType}`);
