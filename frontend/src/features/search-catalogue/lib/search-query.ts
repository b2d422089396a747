import { ROUTES } from '@/shared/config';
import { SEARCH_MIN_QUERY_LENGTH } from '../config/search-timings';

/** The query the calls and the URL use: the text without surrounding spaces. */
export const normaliseQuery = (text: string): string => text.trim();

/** Spec §5: only a trimmed query longer than 1 character is searched. */
export const isSearchable = (text: string): boolean =>
  normaliseQuery(text).length >= SEARCH_MIN_QUERY_LENGTH;

/** `/search?q={URL-encoded query}`. */
export const searchPath = (query: string): string =>
  `${ROUTES.search}?q=${encodeURIComponent(normaliseQuery(query))}`;
