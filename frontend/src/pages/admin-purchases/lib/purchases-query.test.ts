/** @jest-environment node */
import {
  dateRangeProblem,
  dayAfter,
  INITIAL_PURCHASES_QUERY,
  isFiltered,
  purchasesQueryParams,
  withSort,
} from './purchases-query';

describe('the purchases query', () => {
  test('asks the newest first with nothing else when nothing is chosen', () => {
    expect(purchasesQueryParams(INITIAL_PURCHASES_QUERY, null)).toEqual({
      sort: 'created_at',
      order: 'desc',
    });
    expect(isFiltered(INITIAL_PURCHASES_QUERY)).toBe(false);
  });

  test('sends every filter, the to-day included, and the cursor', () => {
    const query = {
      ...INITIAL_PURCHASES_QUERY,
      search: '  lena@ ',
      album: ' Night ',
      status: 'paid' as const,
      from: '2026-11-01',
      to: '2026-11-30',
      buyerId: '0f8fad5b-d9cb-469f-a165-70867728950e',
      sort: { key: 'buyer' as const, direction: 'asc' as const },
    };
    expect(purchasesQueryParams(query, 'c1')).toEqual({
      buyer: 'lena@',
      album: 'Night',
      status: 'paid',
      from: '2026-11-01',
      to: '2026-12-01',
      buyer_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      sort: 'buyer',
      order: 'asc',
      before: 'c1',
    });
    expect(isFiltered(query)).toBe(true);
  });

  test('the day after crosses months and leap days', () => {
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });

  test('a range that ends before it starts is explained, not sent', () => {
    expect(dateRangeProblem('2026-11-02', '2026-11-01')).toBe(
      'The end day comes before the start day.',
    );
    expect(dateRangeProblem('2026-11-01', '2026-11-01')).toBeNull();
    expect(dateRangeProblem('', '2026-11-01')).toBeNull();
    expect(dateRangeProblem('11/01/2026', '')).toBe('Enter whole days.');
  });

  test('only the sortable columns change the order', () => {
    expect(withSort(INITIAL_PURCHASES_QUERY, { key: 'album', direction: 'asc' })).toEqual({
      sort: { key: 'album', direction: 'asc' },
    });
    expect(withSort(INITIAL_PURCHASES_QUERY, { key: 'amount', direction: 'asc' })).toEqual({
      sort: INITIAL_PURCHASES_QUERY.sort,
    });
  });
});
