import { decodeCursor, encodeCursor } from './keyset-cursor.js';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('keyset cursor', () => {
  it('round-trips a position with microseconds', () => {
    const position = { at: '2026-11-26T14:03:22.123456Z', id };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it.each([
    ['not base64 at all', '***'],
    ['no id', encodeCursor({ at: '2026-11-26T14:03:22.123456Z', id: '' })],
    ['an impossible day', encodeCursor({ at: '2026-02-30T00:00:00.000000Z', id })],
    ['an hour past 23', encodeCursor({ at: '2026-01-01T24:00:00.000000Z', id })],
    ['milliseconds only', encodeCursor({ at: '2026-01-01T00:00:00.000Z', id })],
    ['before 1970', encodeCursor({ at: '0000-01-01T00:00:00.000000Z', id })],
    ['an id that is not a uuid', encodeCursor({ at: '2026-01-01T00:00:00.000000Z', id: 'x' })],
    ['an extra part', Buffer.from(`2026-01-01T00:00:00.000000Z|${id}|x`).toString('base64url')],
  ])('refuses %s', (_name, cursor) => {
    expect(decodeCursor(cursor)).toBeNull();
  });
});
