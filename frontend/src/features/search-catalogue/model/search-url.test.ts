import type { SearchResults } from '../api/search-catalogue';
import { $isSearchLocked, $searchQuery, searchPageClosed, searchUrlChanged } from './search-box';
import { ONE_ARTIST } from '../testing/search-fixtures';
import { $searchResults, $searchStatus } from './search-run';
import {
  fire,
  pressEnter,
  setupSearch as setup,
  type,
  useFakeTimersPerTest,
  wait,
} from '../testing/search-test-kit';

describe('search box and the /search URL', () => {
  useFakeTimersPerTest();

  test('the /search URL fills the box and searches at once, without navigating', async () => {
    const { scope, navigate, searchedQueries } = setup();

    fire(scope, searchUrlChanged, 'ghost orchard');
    await wait(0);

    expect(scope.getState($searchQuery)).toBe('ghost orchard');
    expect(searchedQueries()).toEqual(['ghost orchard']);
    expect(navigate).not.toHaveBeenCalled();
    expect(scope.getState($isSearchLocked)).toBe(false);
  });

  test('arriving on the page of a search it started does not search again', async () => {
    const { scope, searchedQueries } = setup();
    type(scope, 'neon ');
    await wait(300);
    fire(scope, searchUrlChanged, 'neon');
    await wait(1000);
    expect(searchedQueries()).toEqual(['neon']);
    // The typed trailing space stays: the URL holds the same query.
    expect(scope.getState($searchQuery)).toBe('neon ');
  });

  test('coming back to the same results after leaving the page navigates again', async () => {
    const { scope, navigate } = setup();
    fire(scope, searchUrlChanged, 'neon');
    await wait(600);
    fire(scope, searchPageClosed, undefined);
    type(scope, 'neon');
    pressEnter(scope);
    await wait(1000);
    expect(navigate).toHaveBeenCalledWith('/search?q=neon');
  });

  test('the /search page without a query clears the results', async () => {
    const { scope } = setup();
    fire(scope, searchUrlChanged, 'neon');
    await wait(0);
    fire(scope, searchUrlChanged, '');
    await wait(0);
    expect(scope.getState($searchStatus)).toBe('idle');
  });

  test('a result never arrives for a query the listener has moved on from', async () => {
    const slow = (ms: number, results: SearchResults) =>
      new Promise<SearchResults>((resolve) => setTimeout(resolve, ms, results));
    const { scope, fetchCatalogue } = setup();
    fetchCatalogue.mockImplementation(({ query }) =>
      query === 'neon' ? slow(2000, ONE_ARTIST) : slow(100, { ...ONE_ARTIST, artists: [] }),
    );
    fire(scope, searchUrlChanged, 'neon');
    await wait(0);
    fire(scope, searchUrlChanged, 'ghost');
    await wait(3000);
    expect(scope.getState($searchResults).artists).toEqual([]);
  });
});
