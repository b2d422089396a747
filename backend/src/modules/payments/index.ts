// Soundcheck purchases: the Nest modules, the database facts, what the replay CLI and the tests
// drive (the Stripe gateway, the events service, the purchases repository), and what the admin
// area reads and asks (the purchase list and history, refunds).
export { PaymentsJobsModule, PaymentsModule } from './payments.module.js';
export { PAYMENTS_DATABASE } from './payments.database.js';
export { PURCHASE_STATUSES, type PurchaseStatus } from './domain/purchase-status.js';
export { StripeEvents } from './stripe-events.js';
export { REFUND_REASONS, type RefundReason, StripeGateway } from './stripe-gateway.js';
export { BUILT_IN_SOUNDCHECK_PRICE } from './built-in-checkout.js';
export { PurchasesRepository } from './purchases.repository.js';
export { replayStoredEvents } from './stored-event-replay.js';
export { PurchaseLedger } from './purchase-ledger.js';
export { ARTIST_SHARE_PERCENT, artistShareOf } from './domain/royalty.js';
export { type ArtistSales, SalesReader, type SalesTotal } from './sales.reader.js';
export { type AlbumBuyer, AlbumBuyers, AlbumBuyersModule } from './album-buyers.js';
export {
  PURCHASE_SORTS,
  type PurchaseListing,
  PurchaseSearch,
  type PurchaseSearchQuery,
  type PurchaseSort,
  type SortOrder,
} from './purchase-search.js';
export { PurchaseHistory, type PurchaseHistoryRecord } from './purchase-history.js';
export { type AlongsideRefundRequest, PurchaseRefunds } from './purchase-refunds.js';
export type { PurchaseLogEntry } from './domain/purchase-log.js';
export { REFUND_STATES, type RefundState, refundStateOf } from './domain/refund-eligibility.js';
export type { PurchaseRecord } from './purchases.repository.js';
