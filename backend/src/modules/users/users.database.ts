import type { ModuleDatabaseFacts } from '../../platform/database/index.js';
import { USERS_ENTITIES } from './users.entities.js';

/** What the users module registers with the database platform (see src/database-facts.ts). */
export const USERS_DATABASE: ModuleDatabaseFacts = { entities: USERS_ENTITIES };
