import type { ModuleDatabaseFacts } from '../../platform/database/index.js';
import { CATALOGUE_ENTITIES } from './catalogue.entities.js';
import { SEARCH_SESSION_SETTINGS } from './search/search-session.js';

/** What the catalogue registers with the database platform (see src/database-facts.ts). */
export const CATALOGUE_DATABASE: ModuleDatabaseFacts = {
  entities: CATALOGUE_ENTITIES,
  // Every word of every name, and each track's and album's search document (title, artist,
  // album): kept by statement triggers of the search migrations.
  skipTables: ['search_words', 'track_search_documents', 'album_search_documents'],
  sqlSessionSettings: SEARCH_SESSION_SETTINGS,
};
