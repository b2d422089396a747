/** @jest-environment node */
import { allSettled, fork } from 'effector';
import type { KeysetPage } from '@/shared/model';
import type { AdminPurchase } from '../api/admin-purchases-api';
import type { PurchasesQuery } from '../lib/purchases-query';
import { purchaseFixture } from '../testing/purchase-fixtures';
import { albumTyped, purchasesList, purchasesPageOpened, sortChosen } from './purchases-list';

type Request = { query: PurchasesQuery; cursor: string | null };

function listScope() {
  const asked: Request[] = [];
  const scope = fork({
    handlers: [
      [
        purchasesList.fetchPageFx,
        (request: Request): Promise<KeysetPage<AdminPurchase>> => {
          asked.push(request);
          return Promise.resolve({ items: [purchaseFixture()], nextCursor: null });
        },
      ],
    ],
  });
  return { scope, asked };
}

describe('the purchases list model', () => {
  test("opening from an account's page lists that buyer's purchases", async () => {
    const { scope, asked } = listScope();
    await allSettled(purchasesPageOpened, { scope, params: { buyerId: 'b-1' } });
    expect(asked.at(-1)).toMatchObject({ query: { buyerId: 'b-1' }, cursor: null });
    expect(scope.getState(purchasesList.$status)).toBe('ready');
  });

  test('the album box and a column header ask the first page again', async () => {
    const { scope, asked } = listScope();
    await allSettled(purchasesPageOpened, { scope, params: { buyerId: null } });

    await allSettled(albumTyped, { scope, params: 'Night' });
    expect(asked.at(-1)?.query.album).toBe('Night');

    await allSettled(sortChosen, { scope, params: { key: 'buyer', direction: 'asc' } });
    expect(asked.at(-1)?.query.sort).toEqual({ key: 'buyer', direction: 'asc' });
    expect(asked.at(-1)?.cursor).toBeNull();
  });
});
