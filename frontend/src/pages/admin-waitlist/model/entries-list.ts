import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchGenreNames } from '@/entities/genre';
import { failureMessage } from '@/shared/api';
import { createKeysetList, createListSearch } from '@/shared/model';
import { saveFile } from '@/shared/lib/navigation';
import { toastShown } from '@/shared/lib/toast';
import type { TableSort } from '@/shared/ui/table';
import {
  fetchEntriesPage,
  fetchExportCsv,
  type WaitlistEntry,
  type WaitlistList,
} from '../api/waitlist-api';
import {
  exportFileName,
  initialQueryOf,
  type WaitlistQuery,
  withSort,
} from '../lib/waitlist-query';

/** A screening table: the server's keyset pages for its list, search, filters and order. */
export const entriesList = createKeysetList<WaitlistQuery, WaitlistEntry>({
  initialQuery: initialQueryOf('artists'),
  fetchPage: fetchEntriesPage,
});

/** The page opened on a list (or moved to the other one): its filters start afresh. */
export const listShown = createEvent<WaitlistList>();
export const sortChosen = createEvent<TableSort>();
/** The filters were cleared (the empty state's way out). */
export const filtersCleared = createEvent();
export const exportRequested = createEvent();

/** The search box: what it shows at once, and the query following it when typing pauses. */
export const { searchTyped, $searchText } = createListSearch(entriesList);

// Coming back to the same list keeps its filters (and asks again); the other list starts afresh.
const listSwitched = sample({
  clock: listShown,
  source: entriesList.$query,
  filter: (query, list) => query.list !== list,
  fn: (_, list) => initialQueryOf(list),
});
sample({
  clock: listShown,
  source: entriesList.$query,
  filter: (query, list) => query.list === list,
  fn: (query) => query,
  target: entriesList.queryChanged,
});
sample({ clock: listSwitched, target: entriesList.queryChanged });
$searchText.reset(listSwitched, filtersCleared);

sample({
  clock: sortChosen,
  source: entriesList.$query,
  fn: withSort,
  target: entriesList.queryChanged,
});

sample({
  clock: filtersCleared,
  source: entriesList.$query,
  fn: (query) => ({ ...initialQueryOf(query.list), sort: query.sort }),
  target: entriesList.queryChanged,
});

/** The genre names the artist form offered, for the genre filter (loaded once). */
export const fetchGenresFx = createEffect(fetchGenreNames);
export const $genres = createStore<string[]>([]).on(fetchGenresFx.doneData, (_, names) => names);

sample({
  clock: listShown,
  source: $genres,
  filter: (genres, list) => list === 'artists' && genres.length === 0,
  fn: () => undefined,
  target: fetchGenresFx,
});

/** The CSV of the list as filtered now, saved as a file. */
export const exportCsvFx = createEffect(async (query: WaitlistQuery) => {
  const text = await fetchExportCsv(query);
  const csv = new Blob([text], { type: 'text/csv;charset=utf-8' });
  saveFile(csv, exportFileName(query.list, new Date()));
});
export const $isExporting = exportCsvFx.pending;

sample({
  clock: exportRequested,
  source: entriesList.$query,
  filter: $isExporting.map((pending) => !pending),
  target: exportCsvFx,
});

sample({
  clock: exportCsvFx.failData,
  fn: (error) => ({
    kind: 'error' as const,
    text: failureMessage(error, 'The CSV file could not be made. Please try again.'),
  }),
  target: toastShown,
});
