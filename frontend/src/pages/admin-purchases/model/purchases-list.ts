import { createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import { createKeysetList, createListSearch, SEARCH_PAUSE_MS } from '@/shared/model';
import type { TableSort } from '@/shared/ui/table';
import { type AdminPurchase, fetchPurchasesPage } from '../api/admin-purchases-api';
import { INITIAL_PURCHASES_QUERY, type PurchasesQuery, withSort } from '../lib/purchases-query';

/** The admin purchases table: the server's keyset pages for the current filters and order. */
export const purchasesList = createKeysetList<PurchasesQuery, AdminPurchase>({
  initialQuery: INITIAL_PURCHASES_QUERY,
  fetchPage: fetchPurchasesPage,
});

/** The buyer search box: the field at once, the list after a pause. */
export const { searchTyped, $searchText } = createListSearch(purchasesList);

/** The album box, the same way. */
export const albumTyped = createEvent<string>();
export const $albumText = createStore('').on(albumTyped, (_, text) => text);
sample({
  clock: debounce({ source: albumTyped, timeout: SEARCH_PAUSE_MS }),
  source: purchasesList.$query,
  filter: (query, text) => query.album.trim() !== text.trim(),
  fn: (_, album) => ({ album }),
  target: purchasesList.queryChanged,
});

export const sortChosen = createEvent<TableSort>();
sample({
  clock: sortChosen,
  source: purchasesList.$query,
  fn: withSort,
  target: purchasesList.queryChanged,
});

/** The page opened, or its address names another buyer (?buyer_id= from an account's page). */
export const purchasesPageOpened = createEvent<{ buyerId: string | null }>();
sample({
  clock: purchasesPageOpened,
  fn: ({ buyerId }) => ({ buyerId }),
  target: purchasesList.queryChanged,
});
