import { readSortedPage, type SortedPageWindow } from './sorted-page.js';

type Sort = 'name' | 'created';
const ids = [
  '0f8fad5b-d9cb-469f-a165-70867728950e',
  '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  '9b2d4f1e-3a5c-4e8b-8f6d-1c2b3a4d5e6f',
];
const rows = ids.map((id, index) => ({ id, sortKey: `name ${index}` }));
const rules = { defaultSort: 'name' as Sort, timeSorts: ['created' as Sort], pageSize: 2 };

/** A reader that notes each window it is asked for and answers with `answer`. */
const reader = (windows: SortedPageWindow<Sort>[], answer: (limit: number) => typeof rows) => {
  return (window: SortedPageWindow<Sort>) => {
    windows.push(window);
    return Promise.resolve(answer(window.limit));
  };
};

describe('readSortedPage', () => {
  it('reads one row more than the page in the default order and gives the cursor after it', async () => {
    const windows: SortedPageWindow<Sort>[] = [];
    const first = await readSortedPage(
      {},
      rules,
      reader(windows, (limit) => rows.slice(0, limit)),
    );
    expect(windows).toEqual([{ sort: 'name', order: 'asc', after: undefined, limit: 3 }]);
    expect(first.items).toEqual(rows.slice(0, 2));

    const next = { before: first.nextCursor ?? '' };
    const second = await readSortedPage(
      next,
      rules,
      reader(windows, () => rows.slice(2)),
    );
    expect(windows[1]?.after).toEqual({ key: 'name 1', id: ids[1] });
    expect(second).toEqual({ items: rows.slice(2), nextCursor: null });
  });

  it('sorts a time newest first unless asked otherwise, and keeps the limit asked for', async () => {
    const windows: SortedPageWindow<Sort>[] = [];
    await readSortedPage(
      { sort: 'created', limit: 5 },
      rules,
      reader(windows, () => []),
    );
    expect(windows).toEqual([{ sort: 'created', order: 'desc', after: undefined, limit: 6 }]);
  });

  it('refuses a cursor made for another order before reading anything', async () => {
    const first = await readSortedPage(
      {},
      rules,
      reader([], () => rows),
    );
    const windows: SortedPageWindow<Sort>[] = [];
    const other = { before: first.nextCursor ?? '', order: 'desc' as const };
    await expect(
      readSortedPage(
        other,
        rules,
        reader(windows, () => []),
      ),
    ).rejects.toMatchObject({
      code: 'ADMIN.CURSOR_INVALID',
    });
    expect(windows).toEqual([]);
  });
});
