/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, fork } from 'effector';
import { ApiError } from '@/shared/api';
import type { Purchase } from '../api/purchases-api';
import { PURCHASES, purchaseFixture } from '../testing/purchase-fixtures';
import { dashboardOpened, fetchProfileFx } from './profile';
import {
  $purchases,
  $purchasesStatus,
  downloadPurchasesCsvFx,
  fetchPurchasesFx,
  purchasesCsvRequested,
  purchasesRetried,
} from './purchases';

function purchasesScope(fetch: () => Promise<Purchase[]>) {
  const download = jest.fn((_purchases: Purchase[]) => undefined);
  const scope = fork({
    handlers: [
      [fetchPurchasesFx, fetch],
      [fetchProfileFx, () => Promise.resolve(null)],
      [downloadPurchasesCsvFx, download],
    ],
  });
  return { scope, download };
}

describe('dashboard purchases model', () => {
  test('opening the dashboard lists the purchases, without abandoned checkouts', async () => {
    const { scope } = purchasesScope(() =>
      Promise.resolve([purchaseFixture('pending'), ...PURCHASES, purchaseFixture('expired')]),
    );

    await allSettled(dashboardOpened, { scope });

    expect(scope.getState($purchasesStatus)).toBe('ready');
    expect(scope.getState($purchases).map((purchase) => purchase.status)).toEqual(
      PURCHASES.map((purchase) => purchase.status),
    );
  });

  test('a failed list can be retried', async () => {
    let answer = () => Promise.reject<Purchase[]>(new ApiError(500, 'Server Error', null, null));
    const { scope } = purchasesScope(() => answer());

    await allSettled(dashboardOpened, { scope });
    expect(scope.getState($purchasesStatus)).toBe('failed');

    answer = () => Promise.resolve([]);
    await allSettled(purchasesRetried, { scope });
    expect(scope.getState($purchasesStatus)).toBe('ready');
    expect(scope.getState($purchases)).toEqual([]);
  });

  test('Download CSV hands over the listed purchases; nothing for an empty list', async () => {
    const { scope, download } = purchasesScope(() => Promise.resolve(PURCHASES));
    await allSettled(purchasesCsvRequested, { scope });
    expect(download).not.toHaveBeenCalled();

    await allSettled(dashboardOpened, { scope });
    await allSettled(purchasesCsvRequested, { scope });
    expect(download).toHaveBeenCalledWith(PURCHASES);
  });
});
