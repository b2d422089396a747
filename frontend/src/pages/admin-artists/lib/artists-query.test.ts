/** @jest-environment node */
import { artistsQueryParams, INITIAL_ARTISTS_QUERY, withArtistSort } from './artists-query';

describe('the artists query', () => {
  test('sends the trimmed search, the order and the cursor', () => {
    expect(artistsQueryParams(INITIAL_ARTISTS_QUERY, null)).toEqual({ sort: 'name', order: 'asc' });
    expect(
      artistsQueryParams({ search: ' quiet ', sort: { key: 'created', direction: 'desc' } }, 'c'),
    ).toEqual({ q: 'quiet', sort: 'created', order: 'desc', before: 'c' });
  });

  test('only name and creation order the list', () => {
    expect(withArtistSort(INITIAL_ARTISTS_QUERY, { key: 'albums', direction: 'desc' })).toEqual({
      sort: INITIAL_ARTISTS_QUERY.sort,
    });
  });
});
