// The built-in test checkout: a Stripe-compatible server for development and tests, started by
// the Encore API when no STRIPE_SECRET_KEY is configured (docs/adr/0040). It imports nothing of
// the app: the API hands it what it needs (keys, prices, where to deliver webhooks, a logger).
export {
  startTestCheckout,
  type TestCheckout,
  type TestCheckoutOptions,
} from './test-checkout-server.js';
export type { TestCheckoutPrice } from './stripe-objects.js';
export { TEST_CARDS, type CardOutcome, type TestCard } from './test-cards.js';
