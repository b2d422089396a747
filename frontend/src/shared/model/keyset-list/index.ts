export { createKeysetList } from './keyset-list';
export type { KeysetList, KeysetListStatus, KeysetPage } from './keyset-list';
export { createListSearch, SEARCH_PAUSE_MS } from './list-search';
