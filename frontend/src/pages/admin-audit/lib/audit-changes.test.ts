/** @jest-environment node */
import { changesOf, changesSummary } from './audit-changes';

const invite = {
  code: 'ENCORE-7KQM-X2PA',
  max_uses: 1,
  uses: 0,
  revoked_at: null,
  note: 'For Lena',
};

describe('audit changes', () => {
  test('a revoke changed one field', () => {
    const after = { ...invite, revoked_at: '2026-11-26T15:00:00.000Z' };
    expect(changesOf(invite, after)).toEqual([
      { field: 'revoked_at', before: 'null', after: '"2026-11-26T15:00:00.000Z"' },
    ]);
    expect(changesSummary(invite, after)).toBe('1 change');
  });

  test('a creation shows every field it set', () => {
    expect(changesOf(null, invite).map((change) => [change.field, change.before])).toEqual([
      ['code', null],
      ['max_uses', null],
      ['uses', null],
      ['revoked_at', null],
      ['note', null],
    ]);
    expect(changesSummary(null, invite)).toBe('Created');
  });

  test('a field that appeared or went, nested values, and nothing at all', () => {
    expect(changesOf({ role: 'listener' }, { role: 'admin', links: { a: 1 } })).toEqual([
      { field: 'role', before: '"listener"', after: '"admin"' },
      { field: 'links', before: null, after: '{"a":1}' },
    ]);
    expect(changesSummary(invite, invite)).toBe('No change');
    expect(changesSummary(invite, null)).toBe('Removed');
    expect(changesSummary({ a: 1, b: 2 }, { a: 2, b: 3 })).toBe('2 changes');
  });
});
