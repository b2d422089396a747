import type { ModuleDatabaseFacts } from '../../platform/database/index.js';

/** What publishing registers with the database platform (see src/database-facts.ts). */
export const PUBLISHING_DATABASE: ModuleDatabaseFacts = {
  // Read and written by hand-written statements (releases.repository.ts, track-masters.repository.ts).
  skipTables: ['releases', 'track_masters'],
};
