import { randomBytes } from 'node:crypto';

import type { TestCheckout, TestCheckoutPrice } from '@encore/test-checkout';

/** The built-in checkout's one price: Soundcheck, £5.99 GBP (spec §9). */
export const BUILT_IN_SOUNDCHECK_PRICE: TestCheckoutPrice = {
  id: 'price_encore_soundcheck_gbp',
  unitAmount: 599,
  currency: 'gbp',
  productName: 'Soundcheck access',
};

/** What the app tells the built-in checkout; the keys it makes up itself. */
export interface BuiltInCheckoutSettings {
  /** Where to deliver webhooks: this process's own webhook route, null until it listens. */
  webhookUrl: () => string | null;
  /** Interface and port to bind (STRIPE_TEST_CHECKOUT_PORT; 0 = a free one). */
  host: string;
  port: number;
  /** Host name the hosted page's URLs carry (the one the browser reaches the app by). */
  publicHost: string;
  logger: { info(message: string): void; warn(message: string): void };
}

export interface BuiltInCheckout {
  checkout: TestCheckout;
  /** The key the SDK must present, and the secret its webhooks are signed with. */
  secretKey: string;
  webhookSecret: string;
}

/**
 * Starts the Stripe-compatible test checkout (the `@encore/test-checkout` workspace package) with
 * fresh keys. It is loaded here, on demand, and nowhere else: production requires
 * STRIPE_SECRET_KEY, so a production install never has it and never misses it (docs/adr/0040).
 */
export async function startBuiltInCheckout(
  settings: BuiltInCheckoutSettings,
): Promise<BuiltInCheckout> {
  const { startTestCheckout } = await import('@encore/test-checkout').catch((error: unknown) => {
    if (!isModuleNotFound(error)) throw error;
    throw new Error(
      'No STRIPE_SECRET_KEY, and the built-in test checkout (@encore/test-checkout, a development dependency) is not installed: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or install and build the workspace (make install).',
      { cause: error },
    );
  });
  const secretKey = `sk_test_builtin_${randomBytes(18).toString('hex')}`;
  const webhookSecret = `whsec_builtin_${randomBytes(24).toString('hex')}`;
  const checkout = await startTestCheckout({
    secretKey,
    webhookSecret,
    prices: [BUILT_IN_SOUNDCHECK_PRICE],
    ...settings,
  });
  return { checkout, secretKey, webhookSecret };
}

/** Node's answer when the package, or its built entry, is not there. */
function isModuleNotFound(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ERR_MODULE_NOT_FOUND';
}
