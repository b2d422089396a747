import type { SearchResults } from '@/features/search-catalogue';

export const SEARCH_TABS = ['artists', 'albums', 'tracks'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export const isSearchTab = (value: string): value is SearchTab =>
  SEARCH_TABS.some((tab) => tab === value);

/** Spec §2: the first tab with results, in the order artists, albums, tracks. */
export function defaultSearchTab(results: SearchResults): SearchTab {
  return SEARCH_TABS.find((tab) => results[tab].length > 0) ?? 'artists';
}
