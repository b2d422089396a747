import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import { saveFile } from '@/shared/lib/navigation';
import { toastShown } from '@/shared/lib/toast';
import { fetchPurchases, type Purchase } from '../api/purchases-api';
import { listedPurchases } from '../lib/purchase-labels';
import { purchasesCsv, purchasesCsvFileName } from '../lib/purchases-csv';
import { dashboardOpened } from './profile';

export type PurchasesStatus = 'loading' | 'ready' | 'failed';

export const purchasesRetried = createEvent();
export const purchasesCsvRequested = createEvent();

export const fetchPurchasesFx = createEffect(fetchPurchases);
/** Downloads the list as a CSV file (a byte-order mark first, so spreadsheets read it as UTF-8). */
export const downloadPurchasesCsvFx = createEffect((purchases: Purchase[]) => {
  const text = `\uFEFF${purchasesCsv(purchases)}`;
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), purchasesCsvFileName(new Date()));
});

/** What "My purchases" lists, newest first. */
export const $purchases = createStore<Purchase[]>([]);
export const $purchasesStatus = createStore<PurchasesStatus>('loading');

const purchasesRequested = merge([dashboardOpened, purchasesRetried]);
sample({ clock: purchasesRequested, target: fetchPurchasesFx });

$purchases.on(fetchPurchasesFx.doneData, (_, purchases) => listedPurchases(purchases));
$purchasesStatus
  .on(purchasesRequested, () => 'loading')
  .on(fetchPurchasesFx.done, () => 'ready')
  .on(fetchPurchasesFx.fail, () => 'failed');

sample({
  clock: purchasesCsvRequested,
  source: $purchases,
  filter: (purchases) => purchases.length > 0,
  target: downloadPurchasesCsvFx,
});
sample({
  clock: downloadPurchasesCsvFx.fail,
  fn: () => ({ kind: 'error' as const, text: 'The CSV file could not be made.' }),
  target: toastShown,
});
