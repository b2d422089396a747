import type { ModuleDatabaseFacts } from '../../platform/database/index.js';
import { AUTH_ENTITIES } from './auth.entities.js';

/** What the auth module registers with the database platform (see src/database-facts.ts). */
export const AUTH_DATABASE: ModuleDatabaseFacts = {
  entities: AUTH_ENTITIES,
  // The second factor's tables are hand-written SQL (second-factor/second-factor.repository.ts).
  skipTables: ['second_factors', 'second_factor_recovery_codes', 'second_factor_sessions'],
};
