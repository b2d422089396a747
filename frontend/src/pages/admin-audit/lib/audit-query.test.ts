import { auditQueryParams, filtersOf, INITIAL_AUDIT_QUERY, isNarrowed } from './audit-query';

describe('auditQueryParams', () => {
  test('asks for every entry newest first by default', () => {
    expect(auditQueryParams(INITIAL_AUDIT_QUERY, null)).toEqual({ sort: 'at', order: 'desc' });
  });

  test('sends the filters, the trimmed search, the order and the cursor', () => {
    expect(
      auditQueryParams(
        {
          ...INITIAL_AUDIT_QUERY,
          action: 'invite.create',
          toDay: '2026-11-30',
          search: ' lena@ ',
          sort: { key: 'action', direction: 'asc' },
        },
        'next',
      ),
    ).toEqual({
      action: 'invite.create',
      to: '2026-12-01',
      q: 'lena@',
      sort: 'action',
      order: 'asc',
      before: 'next',
    });
  });
});

describe('isNarrowed and filtersOf', () => {
  test('a search or a filter narrows the list; the form sees only the filters', () => {
    expect(isNarrowed(INITIAL_AUDIT_QUERY)).toBe(false);
    expect(isNarrowed({ ...INITIAL_AUDIT_QUERY, search: 'invite.' })).toBe(true);
    expect(isNarrowed({ ...INITIAL_AUDIT_QUERY, actor: 'someone' })).toBe(true);
    expect(filtersOf({ ...INITIAL_AUDIT_QUERY, search: 'x', action: 'user.disable' })).toEqual({
      action: 'user.disable',
      targetType: '',
      actor: '',
      fromDay: '',
      toDay: '',
    });
  });
});
