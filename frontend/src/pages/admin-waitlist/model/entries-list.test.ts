/** @jest-environment node */
import { allSettled, fork } from 'effector';
import type { KeysetPage } from '@/shared/model';
import type { WaitlistEntry } from '../api/waitlist-api';
import type { WaitlistQuery } from '../lib/waitlist-query';
import { FAN_ROW } from '../testing/waitlist-fixtures';
import {
  $genres,
  entriesList,
  exportCsvFx,
  exportRequested,
  fetchGenresFx,
  filtersCleared,
  listShown,
  sortChosen,
} from './entries-list';

type Request = { query: WaitlistQuery; cursor: string | null };

function listScope() {
  const asked: Request[] = [];
  const exported: WaitlistQuery[] = [];
  let genreLoads = 0;
  const scope = fork({
    handlers: [
      [
        entriesList.fetchPageFx,
        (request: Request): Promise<KeysetPage<WaitlistEntry>> => {
          asked.push(request);
          return Promise.resolve({ items: [FAN_ROW], nextCursor: null });
        },
      ],
      [
        fetchGenresFx,
        () => {
          genreLoads += 1;
          return Promise.resolve(['Dream pop', 'Shoegaze']);
        },
      ],
      [
        exportCsvFx,
        (query: WaitlistQuery) => {
          exported.push(query);
          return Promise.resolve();
        },
      ],
    ],
  });
  return { scope, asked, exported, genreLoads: () => genreLoads };
}

describe('a screening list', () => {
  test('opens on its list, newest first, and keeps its filters when shown again', async () => {
    const { scope, asked } = listScope();
    await allSettled(listShown, { scope, params: 'fans' });
    expect(asked.at(-1)?.query).toMatchObject({
      list: 'fans',
      status: 'all',
      sort: { key: 'created_at', direction: 'desc' },
    });
    expect(scope.getState(entriesList.$items)).toEqual([FAN_ROW]);

    await allSettled(entriesList.queryChanged, { scope, params: { status: 'pending' } });
    await allSettled(listShown, { scope, params: 'fans' });
    expect(asked.at(-1)?.query).toMatchObject({ list: 'fans', status: 'pending' });

    // The other list starts afresh.
    await allSettled(listShown, { scope, params: 'artists' });
    expect(asked.at(-1)?.query).toMatchObject({ list: 'artists', status: 'all' });
  });

  test('sorts by a column and clears the filters but not the order', async () => {
    const { scope, asked } = listScope();
    await allSettled(listShown, { scope, params: 'fans' });
    await allSettled(sortChosen, { scope, params: { key: 'name', direction: 'asc' } });
    expect(asked.at(-1)?.query.sort).toEqual({ key: 'name', direction: 'asc' });

    await allSettled(entriesList.queryChanged, { scope, params: { country: 'IE', search: 'x' } });
    await allSettled(filtersCleared, { scope });
    expect(asked.at(-1)?.query).toMatchObject({
      country: 'all',
      search: '',
      sort: { key: 'name', direction: 'asc' },
    });
  });

  test('loads the genre list once, for the artist list only', async () => {
    const { scope, genreLoads } = listScope();
    await allSettled(listShown, { scope, params: 'fans' });
    expect(genreLoads()).toBe(0);
    await allSettled(listShown, { scope, params: 'artists' });
    await allSettled(listShown, { scope, params: 'fans' });
    await allSettled(listShown, { scope, params: 'artists' });
    expect(genreLoads()).toBe(1);
    expect(scope.getState($genres)).toEqual(['Dream pop', 'Shoegaze']);
  });

  test('exports the list as filtered now', async () => {
    const { scope, exported } = listScope();
    await allSettled(listShown, { scope, params: 'fans' });
    await allSettled(entriesList.queryChanged, { scope, params: { status: 'rejected' } });
    await allSettled(exportRequested, { scope });
    expect(exported).toEqual([expect.objectContaining({ list: 'fans', status: 'rejected' })]);
  });
});
