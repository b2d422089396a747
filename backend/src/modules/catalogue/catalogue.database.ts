import type { ModuleDatabaseFacts } from '../../platform/database/index.js';
import { CATALOGUE_ENTITIES } from './catalogue.entities.js';
import { SEARCH_SESSION_SETTINGS } from './search/search-session.js';

/** What the catalogue registers with the database platform (see src/database-facts.ts). */
export const CATALOGUE_DATABASE: ModuleDatabaseFacts = {
  entities: CATALOGUE_ENTITIES,
  // Every word of every name, kept by statement triggers of the catalogue search migration.
  skipTables: ['search_words'],
  sqlSessionSettings: SEARCH_SESSION_SETTINGS,
};
