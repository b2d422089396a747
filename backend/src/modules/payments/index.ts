// Soundcheck purchases: the Nest modules, the database facts, and what the replay CLI and the
// tests drive (the Stripe gateway, the events service, the purchases repository).
export { PaymentsJobsModule, PaymentsModule } from './payments.module.js';
export { PAYMENTS_DATABASE } from './payments.database.js';
export { PURCHASE_STATUSES, type PurchaseStatus } from './domain/purchase-status.js';
export { StripeEvents } from './stripe-events.js';
export { BUILT_IN_SOUNDCHECK_PRICE, StripeGateway } from './stripe-gateway.js';
export { PurchasesRepository } from './purchases.repository.js';
export { TEST_CARDS } from './test-checkout/test-cards.js';
export { replayStoredEvents } from './stored-event-replay.js';
export { PurchaseLedger } from './purchase-ledger.js';
export { ARTIST_SHARE_PERCENT, artistShareOf } from './domain/royalty.js';
export { type ArtistSales, SalesReader, type SalesTotal } from './sales.reader.js';
