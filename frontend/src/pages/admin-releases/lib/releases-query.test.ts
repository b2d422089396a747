/** @jest-environment node */
import {
  emptyText,
  INITIAL_RELEASES_QUERY,
  releasesQueryParams,
  stateFilterOf,
} from './releases-query';

describe('the releases query', () => {
  test('asks for the published releases first, newest first (the server’s only order)', () => {
    expect(releasesQueryParams(INITIAL_RELEASES_QUERY, null)).toEqual({ state: 'published' });
  });

  test('"all" sends no state; a later page sends its cursor', () => {
    expect(releasesQueryParams({ state: 'all' }, null)).toEqual({});
    expect(releasesQueryParams({ state: 'taken_down' }, 'c1')).toEqual({
      state: 'taken_down',
      before: 'c1',
    });
  });

  test('the address’s state is taken only when it is one the list offers', () => {
    expect(stateFilterOf('scheduled')).toBe('scheduled');
    expect(stateFilterOf('all')).toBe('all');
    expect(stateFilterOf('deleted')).toBe('published');
    expect(stateFilterOf(null)).toBe('published');
  });

  test('an empty list says what is missing under its filter', () => {
    expect(emptyText({ state: 'published' })).toBe('No release is public yet.');
    expect(emptyText({ state: 'taken_down' })).toBe('No release is taken down.');
    expect(emptyText({ state: 'all' })).toBe('There are no releases yet.');
  });
});
