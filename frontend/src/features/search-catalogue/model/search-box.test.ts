import { $isSearchBusy, $isSearchLocked } from './search-box';
import { ONE_ARTIST } from '../testing/search-fixtures';
import { $searchResults, $searchStatus } from './search-run';
import {
  pressEnter,
  setupSearch as setup,
  type,
  useFakeTimersPerTest,
  wait,
} from '../testing/search-test-kit';

describe('search box model', () => {
  useFakeTimersPerTest();

  test('typing searches 300 ms after the last keystroke and goes to /search?q=', async () => {
    const { scope, searchedQueries, navigate } = setup();

    type(scope, 'ne');
    await wait(200);
    type(scope, 'neon');
    expect(scope.getState($isSearchBusy)).toBe(true);
    await wait(299);
    expect(searchedQueries()).toEqual([]);
    await wait(1);

    expect(searchedQueries()).toEqual(['neon']);
    expect(navigate).toHaveBeenCalledWith('/search?q=neon');
    await wait(0);
    expect(scope.getState($searchStatus)).toBe('results');
    expect(scope.getState($searchResults)).toEqual(ONE_ARTIST);
    expect(scope.getState($isSearchBusy)).toBe(false);
  });

  test('while audio plays, typing does not search and Enter waits 800 ms', async () => {
    const { scope, searchedQueries } = setup({ playing: true });

    type(scope, 'neon harbor');
    await wait(1000);
    expect(searchedQueries()).toEqual([]);

    pressEnter(scope);
    await wait(799);
    expect(searchedQueries()).toEqual([]);
    await wait(1);
    expect(searchedQueries()).toEqual(['neon harbor']);
  });

  test('Enter without audio also waits the 300 ms quiet period', async () => {
    const { scope, searchedQueries } = setup();
    type(scope, 'ab');
    pressEnter(scope);
    await wait(299);
    expect(searchedQueries()).toEqual([]);
    await wait(1);
    expect(searchedQueries()).toEqual(['ab']);
  });

  test('an identical query started again within 500 ms is skipped', async () => {
    const { scope, searchedQueries } = setup();

    type(scope, 'neon');
    await wait(300); // started at 300 ms
    pressEnter(scope);
    await wait(300); // 600 ms: 300 ms after the first start, skipped
    expect(searchedQueries()).toEqual(['neon']);

    await wait(300);
    pressEnter(scope);
    await wait(300); // 1200 ms: 900 ms after the first start
    expect(searchedQueries()).toEqual(['neon', 'neon']);
  });

  test.each([
    [false, 500],
    [true, 800],
  ])('with audio playing %p, the box is locked for %p ms after navigating', async (playing, ms) => {
    const { scope } = setup({ playing });

    type(scope, 'neon');
    pressEnter(scope);
    await wait(playing ? 800 : 300);
    expect(scope.getState($isSearchLocked)).toBe(true);
    await wait(ms - 1);
    expect(scope.getState($isSearchLocked)).toBe(true);
    await wait(1);
    expect(scope.getState($isSearchLocked)).toBe(false);
  });

  test('Enter is ignored while the box is locked', async () => {
    const { scope, searchedQueries } = setup();
    type(scope, 'neon');
    await wait(300);
    type(scope, 'neon harbor');
    pressEnter(scope);
    await wait(100);
    expect(scope.getState($isSearchLocked)).toBe(true);
    type(scope, 'neon harbor');
    await wait(1000);
    expect(searchedQueries()).toEqual(['neon', 'neon harbor']);
  });

  test('only a trimmed query longer than one character is searched, trimmed', async () => {
    const { scope, searchedQueries, navigate } = setup();

    type(scope, '  n  ');
    pressEnter(scope);
    await wait(1000);
    expect(searchedQueries()).toEqual([]);
    expect(scope.getState($isSearchBusy)).toBe(false);

    type(scope, ' ne ');
    await wait(300);
    expect(searchedQueries()).toEqual(['ne']);
    expect(navigate).toHaveBeenCalledWith('/search?q=ne');
  });

  test('deleting back to one character cancels the waiting search', async () => {
    const { scope, searchedQueries } = setup();
    type(scope, 'neo');
    await wait(100);
    type(scope, 'n');
    await wait(1000);
    expect(searchedQueries()).toEqual([]);
  });

  test('an empty box clears the results', async () => {
    const { scope } = setup();
    type(scope, 'neon');
    await wait(300);
    expect(scope.getState($searchStatus)).toBe('results');

    type(scope, '   ');
    await wait(0);

    expect(scope.getState($searchStatus)).toBe('idle');
    expect(scope.getState($searchResults)).toEqual({ artists: [], albums: [], tracks: [] });
  });

  test('a blank submit is ignored', async () => {
    const { scope, searchedQueries, navigate } = setup();
    type(scope, '   ');
    pressEnter(scope);
    await wait(1000);
    expect(searchedQueries()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('the query is URL-encoded', async () => {
    const { scope, navigate, searchedQueries } = setup();
    type(scope, 'Salt/Static & Céline #1?');
    await wait(300);
    expect(navigate).toHaveBeenCalledWith('/search?q=Salt%2FStatic%20%26%20C%C3%A9line%20%231%3F');
    expect(searchedQueries()).toEqual(['Salt/Static & Céline #1?']);
  });
});
