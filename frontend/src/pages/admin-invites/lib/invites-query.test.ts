import { INITIAL_INVITE_QUERY, invitesQueryParams } from './invites-query';

describe('invitesQueryParams', () => {
  test('asks for every code newest first by default', () => {
    expect(invitesQueryParams(INITIAL_INVITE_QUERY, null)).toEqual({
      sort: 'created',
      order: 'desc',
    });
  });

  test('sends the trimmed search, the status, the order and the cursor', () => {
    expect(
      invitesQueryParams(
        {
          search: '  7kqm ',
          status: 'active',
          sort: { key: 'expires', direction: 'asc' },
        },
        'abc',
      ),
    ).toEqual({ q: '7kqm', status: 'active', sort: 'expires', order: 'asc', before: 'abc' });
  });

  test('leaves out a search of spaces and keeps a long one within the limit', () => {
    expect(invitesQueryParams({ ...INITIAL_INVITE_QUERY, search: '   ' }, null)).not.toHaveProperty(
      'q',
    );
    const long = invitesQueryParams({ ...INITIAL_INVITE_QUERY, search: 'x'.repeat(150) }, null);
    expect(long.q).toHaveLength(100);
  });
});
