import type { components } from '@/shared/api';
import type { SortDirection } from '@/shared/ui/table';

type InviteStatus = components['schemas']['AdminInviteDto']['status'];

/** The orders the server offers for invite codes (GET /api/admin/invites `sort`). */
export const INVITE_SORT_KEYS = ['created', 'expires', 'uses'] as const;
export type InviteSortKey = (typeof INVITE_SORT_KEYS)[number];

/** What the invites table asks for: the search, the status filter and the order. */
export interface InviteQuery {
  search: string;
  status: InviteStatus | 'all';
  sort: { key: InviteSortKey; direction: SortDirection };
}

export const INITIAL_INVITE_QUERY: InviteQuery = {
  search: '',
  status: 'all',
  sort: { key: 'created', direction: 'desc' },
};

/** GET /api/admin/invites's parameters: "all" and an empty search are left out. */
export function invitesQueryParams(query: InviteQuery, cursor: string | null) {
  const search = query.search.trim();
  return {
    ...(search === '' ? {} : { q: search.slice(0, 100) }),
    ...(query.status === 'all' ? {} : { status: query.status }),
    sort: query.sort.key,
    order: query.sort.direction,
    ...(cursor === null ? {} : { before: cursor }),
  };
}
