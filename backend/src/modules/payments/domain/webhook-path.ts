/** Where Stripe (or the built-in checkout) delivers events: `stripe listen --forward-to` this. */
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';
