export {
  MAX_QUERY_WORDS,
  MIN_QUERY_LENGTH,
  parseSearchQuery,
  searchText,
} from './domain/search-query.js';
export { SearchModule } from './search.module.js';
export { SEARCH_SESSION_SETTINGS } from './search-database.js';
export { SEARCH_STATEMENTS, type SearchKind, searchParameters } from './search-statements.js';
