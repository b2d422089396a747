// Search the catalogue (spec §2, §4, §5, §7-§9): the chrome's search box, its mobile dialog, and
// the state of the last search, which the /search page shows.
export type { SearchResults } from './api/search-catalogue';
export {
  $isSearchBusy,
  $isSearchLocked,
  $searchQuery,
  searchPageClosed,
  searchQueryChanged,
  searchSubmitted,
  searchUrlChanged,
} from './model/search-box';
export { $isSearchDialogOpen, searchDialogClosed, searchDialogOpened } from './model/search-dialog';
export {
  $searchedQuery,
  $searchError,
  $searchResults,
  $searchStatus,
  fetchCatalogueFx,
  searchRetried,
} from './model/search-run';
export type { SearchStatus } from './model/search-run';
export { SearchBox } from './ui/search-box';
export type { SearchBoxProps } from './ui/search-box';
export { SEARCH_DIALOG_TITLE, SearchDialog } from './ui/search-dialog';
export type { SearchDialogProps } from './ui/search-dialog';
