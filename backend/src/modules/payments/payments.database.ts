import type { ModuleDatabaseFacts } from '../../platform/database/index.js';

/** What the payments module registers with the database platform (see src/database-facts.ts). */
export const PAYMENTS_DATABASE: ModuleDatabaseFacts = {
  // Row locks, idempotent inserts and derived statuses read best as SQL (purchases.repository.ts).
  skipTables: ['purchases', 'purchase_events', 'payment_webhook_events'],
};
