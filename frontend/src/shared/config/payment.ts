// Soundcheck purchases (spec §2 purchase pages, §7 payment calls, §9 price).
import { ROUTES } from './routes';

declare global {
  interface ImportMetaEnv {
    /** The test purchase page's album (slug or id); the demo's Soundcheck album by default. */
    readonly VITE_TEST_PURCHASE_ALBUM?: string;
    /** The artist the test purchase page's album must belong to (slug). */
    readonly VITE_TEST_PURCHASE_ARTIST?: string;
  }
}

/** Vite fills import.meta.env at build time; under Jest it does not exist. */
const env = import.meta.env as Partial<ImportMetaEnv> | undefined;

/** The card payment provider, as the purchase pages name it ("Redirecting to Stripe"). */
export const PAYMENT_PROVIDER_NAME = 'Stripe';

/** The test purchase page sells one fixed Soundcheck album by one fixed artist (spec §2). */
export const TEST_PURCHASE_ALBUM = env?.VITE_TEST_PURCHASE_ALBUM?.trim() || 'night-drive-tapes';
export const TEST_PURCHASE_ARTIST = env?.VITE_TEST_PURCHASE_ARTIST?.trim() || 'neon-harbor';

/** The provider sends the buyer back to these pages of this site (spec §7). */
export const paymentReturnUrls = (origin: string) => ({
  success_url: `${origin}${ROUTES.paymentSuccess}`,
  cancel_url: `${origin}${ROUTES.paymentCancelled}`,
});

/** An asynchronous payment is re-checked this often, for at most this long, on /payment-success. */
export const PAYMENT_STATUS_POLL_INTERVAL_MS = 2000;
export const PAYMENT_STATUS_POLL_LIMIT_MS = 60_000;
