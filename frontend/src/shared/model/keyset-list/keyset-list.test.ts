/** @jest-environment node */
import { allSettled, fork } from 'effector';
import { createKeysetList, type KeysetPage } from './keyset-list';
import { createListSearch } from './list-search';

interface Query {
  q: string;
  sort: string;
}

const list = createKeysetList<Query, string>({
  initialQuery: { q: '', sort: 'name' },
  fetchPage: () => Promise.reject(new Error('replaced in each scope')),
});

type Request = { query: Query; cursor: string | null };

/** A scope whose server answers from `pages` by cursor ('' for the first page). */
function listScope(pages: Record<string, KeysetPage<string> | Error>) {
  const asked: Request[] = [];
  const scope = fork({
    handlers: [
      [
        list.fetchPageFx,
        (request: Request) => {
          asked.push(request);
          const page = pages[request.cursor ?? ''];
          if (page === undefined) throw new Error(`no page for ${request.cursor}`);
          return page instanceof Error ? Promise.reject(page) : Promise.resolve(page);
        },
      ],
    ],
  });
  return { scope, asked };
}

describe('a keyset list', () => {
  test('opens on the first page and appends the next one on "more"', async () => {
    const { scope, asked } = listScope({
      '': { items: ['a', 'b'], nextCursor: 'c1' },
      c1: { items: ['c'], nextCursor: null },
    });
    await allSettled(list.opened, { scope });
    expect(scope.getState(list.$items)).toEqual(['a', 'b']);
    expect(scope.getState(list.$status)).toBe('ready');

    await allSettled(list.moreRequested, { scope });
    expect(scope.getState(list.$items)).toEqual(['a', 'b', 'c']);
    expect(scope.getState(list.$nextCursor)).toBeNull();

    // Nothing more to ask for.
    await allSettled(list.moreRequested, { scope });
    expect(asked.map((request) => request.cursor)).toEqual([null, 'c1']);
  });

  test('a new query starts again from the first page, keeping the rest of the query', async () => {
    const { scope, asked } = listScope({ '': { items: ['x'], nextCursor: 'n' } });
    await allSettled(list.opened, { scope });
    await allSettled(list.queryChanged, { scope, params: { q: 'lena' } });
    expect(asked.at(-1)).toEqual({ query: { q: 'lena', sort: 'name' }, cursor: null });
    expect(scope.getState(list.$items)).toEqual(['x']);
  });

  test('drops the reply to a query that was replaced meanwhile', async () => {
    let release: (page: KeysetPage<string>) => void = () => undefined;
    const scope = fork({
      handlers: [
        [
          list.fetchPageFx,
          ({ query }: Request) =>
            query.q === 'slow'
              ? new Promise<KeysetPage<string>>((resolve) => {
                  release = resolve;
                })
              : Promise.resolve({ items: ['fresh'], nextCursor: null }),
        ],
      ],
    });
    // allSettled waits for every effect of the scope: the slow reply is released after both.
    const slow = allSettled(list.queryChanged, { scope, params: { q: 'slow' } });
    const fresh = allSettled(list.queryChanged, { scope, params: { q: 'fresh' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    release({ items: ['stale'], nextCursor: 'old' });
    await Promise.all([slow, fresh]);
    expect(scope.getState(list.$items)).toEqual(['fresh']);
    expect(scope.getState(list.$nextCursor)).toBeNull();
  });

  test('a failed first page is an error state that a retry clears', async () => {
    const pages: Record<string, KeysetPage<string> | Error> = { '': new Error('offline') };
    const { scope } = listScope(pages);
    await allSettled(list.opened, { scope });
    expect(scope.getState(list.$status)).toBe('failed');
    expect(scope.getState(list.$error)).toEqual(new Error('offline'));

    pages[''] = { items: ['back'], nextCursor: null };
    await allSettled(list.retried, { scope });
    expect(scope.getState(list.$status)).toBe('ready');
    expect(scope.getState(list.$error)).toBeNull();
  });

  test('a failed later page keeps the rows and can be asked for again', async () => {
    const pages: Record<string, KeysetPage<string> | Error> = {
      '': { items: ['a'], nextCursor: 'c1' },
      c1: new Error('offline'),
    };
    const { scope } = listScope(pages);
    await allSettled(list.opened, { scope });
    await allSettled(list.moreRequested, { scope });
    expect(scope.getState(list.$status)).toBe('ready');
    expect(scope.getState(list.$items)).toEqual(['a']);
    expect(scope.getState(list.$moreError)).toEqual(new Error('offline'));
    expect(scope.getState(list.$isLoadingMore)).toBe(false);

    pages.c1 = { items: ['b'], nextCursor: null };
    await allSettled(list.moreRequested, { scope });
    expect(scope.getState(list.$items)).toEqual(['a', 'b']);
    expect(scope.getState(list.$moreError)).toBeNull();
  });
});

describe('a list search', () => {
  const searched = createKeysetList<{ search: string }, string>({
    initialQuery: { search: '' },
    fetchPage: () => Promise.reject(new Error('replaced in each scope')),
  });
  const { searchTyped, $searchText } = createListSearch(searched);

  test('asks once the typing pauses, with the last text; the field follows every key', async () => {
    const asked: string[] = [];
    const scope = fork({
      handlers: [
        [
          searched.fetchPageFx,
          ({ query }: { query: { search: string } }) => {
            asked.push(query.search);
            return Promise.resolve({ items: [], nextCursor: null });
          },
        ],
      ],
    });
    const typing = ['l', 'le', 'len', 'lena'].map((text) =>
      allSettled(searchTyped, { scope, params: text }),
    );
    expect(scope.getState($searchText)).toBe('lena');
    await Promise.all(typing);
    expect(asked).toEqual(['lena']);

    // Spaces around the same words ask nothing new.
    await allSettled(searchTyped, { scope, params: ' lena ' });
    expect(asked).toEqual(['lena']);
  });
});
