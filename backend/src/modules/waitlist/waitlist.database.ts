import type { ModuleDatabaseFacts } from '../../platform/database/index.js';

/** What the waitlist module registers with the database platform (see src/database-facts.ts). */
export const WAITLIST_DATABASE: ModuleDatabaseFacts = {
  // Idempotent inserts and single-use claims read best as SQL (waitlist.repository.ts).
  skipTables: ['waitlist_entries', 'waitlist_mail_tokens', 'waitlist_notes'],
};
