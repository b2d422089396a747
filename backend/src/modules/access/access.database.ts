import type { ModuleDatabaseFacts } from '../../platform/database/index.js';

/** What the access module registers with the database platform (see src/database-facts.ts). */
export const ACCESS_DATABASE: ModuleDatabaseFacts = {
  // Read and written by hand-written statements (album-grants.repository.ts), not by the ORM.
  skipTables: ['album_grants'],
};
