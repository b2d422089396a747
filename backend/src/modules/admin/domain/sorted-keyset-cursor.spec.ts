import {
  decodeSortedCursor,
  encodeSortedCursor,
  type SortedListOrder,
  sortedPagePosition,
  toSortedPage,
} from './sorted-keyset-cursor.js';

/** The stable code a call throws with (the domain's tests do not import the HTTP platform). */
const codeThrownBy = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
};

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const byTime: SortedListOrder = { sort: 'created_at', order: 'desc', keyIsTime: true };
const byEmail: SortedListOrder = { sort: 'buyer', order: 'asc', keyIsTime: false };
const raw = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');

describe('sorted keyset cursor', () => {
  it('round-trips a time with microseconds and text with any characters', () => {
    const time = { key: '2026-11-26T14:03:22.123456Z', id };
    expect(decodeSortedCursor(encodeSortedCursor(byTime, time), byTime)).toEqual(time);
    const text = { key: 'o’brien|"x"@encore.test', id };
    expect(decodeSortedCursor(encodeSortedCursor(byEmail, text), byEmail)).toEqual(text);
  });

  it.each([
    ['not base64 JSON', '***'],
    ['another sort', encodeSortedCursor({ ...byEmail, sort: 'album' }, { key: 'a', id })],
    ['the other order', encodeSortedCursor({ ...byEmail, order: 'desc' }, { key: 'a', id })],
    ['an id that is not a uuid', raw(['buyer', 'asc', 'a', 'x'])],
    ['a key that is not text', raw(['buyer', 'asc', 5, id])],
    ['a NUL in the key', raw(['buyer', 'asc', 'a\u0000b', id])],
    ['a broken surrogate pair', raw(['buyer', 'asc', 'a\ud800', id])],
    ['an overlong key', raw(['buyer', 'asc', 'a'.repeat(321), id])],
    ['a missing part', raw(['buyer', 'asc', 'a'])],
  ])('refuses %s', (_name, cursor) => {
    expect(decodeSortedCursor(cursor, byEmail)).toBeNull();
  });

  it('refuses a time key that is no real instant', () => {
    const cursor = encodeSortedCursor(byTime, { key: '2026-02-30T00:00:00.000000Z', id });
    expect(decodeSortedCursor(cursor, byTime)).toBeNull();
  });

  it('answers a bad cursor with ADMIN.CURSOR_INVALID', () => {
    expect(codeThrownBy(() => sortedPagePosition('***', byEmail))).toBe('ADMIN.CURSOR_INVALID');
    expect(sortedPagePosition(undefined, byEmail)).toBeUndefined();
  });

  it('pages: the extra row says there is more, the last kept row is where the next starts', () => {
    const rows = ['a', 'b', 'c'].map((key, n) => ({
      id: id.replace('0', String(n)),
      sortKey: key,
    }));
    const page = toSortedPage(rows, 2, byEmail);
    expect(page.items).toEqual(rows.slice(0, 2));
    expect(decodeSortedCursor(page.nextCursor ?? '', byEmail)).toEqual({
      key: 'b',
      id: rows[1]?.id,
    });
    expect(toSortedPage(rows, 3, byEmail).nextCursor).toBeNull();
  });
});
