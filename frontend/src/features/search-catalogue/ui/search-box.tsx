import { useUnit } from 'effector-react';
import {
  $isSearchBusy,
  $isSearchLocked,
  $searchQuery,
  searchQueryChanged,
  searchSubmitted,
} from '../model/search-box';
import { SearchField } from './search-field';

export interface SearchBoxProps {
  autoFocus?: boolean;
}

/** The chrome's search box: the top bar on desktop, the search dialog on mobile. */
export function SearchBox({ autoFocus = false }: SearchBoxProps) {
  const [query, busy, locked, changeQuery, submit] = useUnit([
    $searchQuery,
    $isSearchBusy,
    $isSearchLocked,
    searchQueryChanged,
    searchSubmitted,
  ]);
  return (
    <SearchField
      value={query}
      busy={busy}
      locked={locked}
      onValueChange={changeQuery}
      onSubmit={submit}
      autoFocus={autoFocus}
    />
  );
}
