import type { ModuleDatabaseFacts } from '../../platform/database/index.js';

/** What listening registers with the database platform (see src/database-facts.ts). */
export const LISTENING_DATABASE: ModuleDatabaseFacts = {
  // Read and written by hand-written statements (player-queue.repository.ts).
  skipTables: ['player_queues'],
};
