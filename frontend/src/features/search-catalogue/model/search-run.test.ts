import { jest } from '@jest/globals';
import { allSettled, createStore, fork } from 'effector';
import { ApiError } from '@/shared/api';
import {
  $isAudioPlaying,
  searchPriorityEnded,
  searchPriorityStarted,
} from '@/shared/lib/audio-activity';
import type { SearchCatalogueParams, SearchResults } from '../api/search-catalogue';
import { SearchCallFailedError } from '../lib/search-failure';
import { ONE_ARTIST } from '../testing/search-fixtures';
import {
  $searchError,
  $searchResults,
  $searchStatus,
  fetchCatalogueFx,
  searchRetried,
  searchStarted,
} from './search-run';

// Counts the seam's events inside a scope (a store, so no watchers are needed).
const $priorityLog = createStore<string[]>([])
  .on(searchPriorityStarted, (log) => [...log, 'started'])
  .on(searchPriorityEnded, (log) => [...log, 'ended']);

type FetchCatalogue = (params: SearchCatalogueParams) => Promise<SearchResults>;

function setup(fetchCatalogue: FetchCatalogue, playing = false) {
  const handler = jest.fn(fetchCatalogue);
  const scope = fork({
    values: [[$isAudioPlaying, playing]],
    handlers: [[fetchCatalogueFx, handler]],
  });
  return { scope, handler };
}

/** Never answers; rejects once the signal aborts, as fetch does. */
const hang: FetchCatalogue = ({ signal }) =>
  new Promise((_, reject) => {
    signal.addEventListener('abort', () => {
      reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
  });

describe('search run model', () => {
  test('loading, then the results', async () => {
    const { scope, handler } = setup(() => Promise.resolve(ONE_ARTIST));
    const settled = allSettled(searchStarted, { scope, params: 'neon' });
    expect(scope.getState($searchStatus)).toBe('loading');
    await settled;
    expect(handler.mock.calls[0]?.[0].query).toBe('neon');
    expect(scope.getState($searchStatus)).toBe('results');
    expect(scope.getState($searchResults)).toEqual(ONE_ARTIST);
  });

  test('after 10 s the calls are aborted: "Search timed out. Please try again."', async () => {
    jest.useFakeTimers();
    const { scope, handler } = setup(hang);
    const settled = allSettled(searchStarted, { scope, params: 'neon' });

    await jest.advanceTimersByTimeAsync(9999);
    expect(scope.getState($searchStatus)).toBe('loading');
    await jest.advanceTimersByTimeAsync(1);
    await settled;

    expect(handler.mock.calls[0]?.[0].signal.aborted).toBe(true);
    expect(scope.getState($searchStatus)).toBe('error');
    expect(scope.getState($searchError)).toBe('Search timed out. Please try again.');
    jest.useRealTimers();
  });

  test('a failed call: "One or more API requests failed"', async () => {
    const failure = new SearchCallFailedError([new ApiError(500, 'Error', 'Boom', null)]);
    const { scope } = setup(() => Promise.reject(failure));
    await allSettled(searchStarted, { scope, params: 'neon' });
    expect(scope.getState($searchStatus)).toBe('error');
    expect(scope.getState($searchError)).toBe('One or more API requests failed');
  });

  test('any other failure: "Failed to load search results. Please try again."', async () => {
    const { scope } = setup(() => Promise.reject(new Error('unexpected')));
    await allSettled(searchStarted, { scope, params: 'neon' });
    expect(scope.getState($searchError)).toBe('Failed to load search results. Please try again.');
  });

  test('retry runs the last query again and clears the error', async () => {
    let answer: FetchCatalogue = () => Promise.reject(new Error('unexpected'));
    const { scope, handler } = setup((params) => answer(params));
    await allSettled(searchStarted, { scope, params: 'neon' });

    answer = () => Promise.resolve(ONE_ARTIST);
    await allSettled(searchRetried, { scope });

    expect(handler.mock.calls.map(([params]) => params.query)).toEqual(['neon', 'neon']);
    expect(scope.getState($searchStatus)).toBe('results');
    expect(scope.getState($searchError)).toBeNull();
  });

  test('while audio plays, priority is taken for the search and released after it', async () => {
    let finish: (results: SearchResults) => void = () => undefined;
    const { scope } = setup(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
      true,
    );
    const settled = allSettled(searchStarted, { scope, params: 'neon' });
    expect(scope.getState($priorityLog)).toEqual(['started']);

    finish(ONE_ARTIST);
    await settled;
    expect(scope.getState($priorityLog)).toEqual(['started', 'ended']);
  });

  test('priority is released after a failure too', async () => {
    const { scope } = setup(() => Promise.reject(new Error('down')), true);
    await allSettled(searchStarted, { scope, params: 'neon' });
    expect(scope.getState($priorityLog)).toEqual(['started', 'ended']);
  });

  test('no priority is asked for while no audio plays', async () => {
    const { scope } = setup(() => Promise.resolve(ONE_ARTIST));
    await allSettled(searchStarted, { scope, params: 'neon' });
    expect(scope.getState($priorityLog)).toEqual([]);
  });
});
