// Effector models shared by pages: a server-paginated (keyset) list and its search box.
export { createKeysetList, createListSearch, SEARCH_PAUSE_MS } from './keyset-list';
export type { KeysetList, KeysetListStatus, KeysetPage } from './keyset-list';
