import { sortAmong } from './sort-among';

const KEYS = ['created', 'uses'] as const;

describe('sortAmong', () => {
  test('takes an offered column and its direction', () => {
    expect(
      sortAmong(KEYS, { key: 'created', direction: 'desc' }, { key: 'uses', direction: 'asc' }),
    ).toEqual({ key: 'uses', direction: 'asc' });
  });

  test('keeps the order as it was for a column the server cannot sort', () => {
    const current = { key: 'created', direction: 'desc' } as const;
    expect(sortAmong(KEYS, current, { key: 'note', direction: 'asc' })).toBe(current);
  });
});
