import { jest } from '@jest/globals';
import { allSettled, fork, type EventCallable, type Scope } from 'effector';
import { $isAudioPlaying } from '@/shared/lib/audio-activity';
import { navigateFx } from '@/shared/lib/navigation';
import type { SearchCatalogueParams } from '../api/search-catalogue';
import { searchQueryChanged, searchSubmitted } from '../model/search-box';
import { ONE_ARTIST } from './search-fixtures';
import { fetchCatalogueFx } from '../model/search-run';

/** A scope whose search calls answer ONE_ARTIST and whose navigation is recorded. */
export function setupSearch({ playing = false }: { playing?: boolean } = {}) {
  const fetchCatalogue = jest.fn((_: SearchCatalogueParams) => Promise.resolve(ONE_ARTIST));
  const navigate = jest.fn((_to: string) => undefined);
  const scope = fork({
    values: [[$isAudioPlaying, playing]],
    handlers: [
      [fetchCatalogueFx, fetchCatalogue],
      [navigateFx, navigate],
    ],
  });
  const searchedQueries = () => fetchCatalogue.mock.calls.map(([params]) => params.query);
  return { scope, fetchCatalogue, navigate, searchedQueries };
}

/** Fires without waiting: allSettled would wait for the debounce timers we are about to advance. */
export function fire<T>(scope: Scope, event: EventCallable<T>, params: T): void {
  void allSettled(event, { scope, params });
}
export const type = (scope: Scope, text: string) => {
  fire(scope, searchQueryChanged, text);
};
export const pressEnter = (scope: Scope) => {
  fire(scope, searchSubmitted, undefined);
};
export const wait = (ms: number) => jest.advanceTimersByTimeAsync(ms);

/** Fake timers for every test of the describe block that calls it. */
export function useFakeTimersPerTest() {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}
