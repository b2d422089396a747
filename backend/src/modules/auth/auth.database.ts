import type { ModuleDatabaseFacts } from '../../platform/database/index.js';
import { AUTH_ENTITIES } from './auth.entities.js';

/** What the auth module registers with the database platform (see src/database-facts.ts). */
export const AUTH_DATABASE: ModuleDatabaseFacts = { entities: AUTH_ENTITIES };
