import { apiClient, type components, EMPTY_JSON_BODY, unwrap } from '@/shared/api';
import type { KeysetPage } from '@/shared/model';
import { type InviteQuery, invitesQueryParams } from '../lib/invites-query';

/** An invite code as admins see it: uses, expiry, note, status (docs/adr/0033). */
export type AdminInvite = components['schemas']['AdminInviteDto'];
export type InviteStatus = AdminInvite['status'];
export type NewInvite = components['schemas']['CreateInviteDto'];

/** GET /api/admin/invites — searched, filtered and in the order asked for, a page after `cursor`. */
export async function fetchInvitePage({
  query,
  cursor,
}: {
  query: InviteQuery;
  cursor: string | null;
}): Promise<KeysetPage<AdminInvite>> {
  const page = unwrap(
    await apiClient.GET('/api/admin/invites', {
      params: { query: invitesQueryParams(query, cursor) },
    }),
  );
  return { items: page.invites, nextCursor: page.next_cursor };
}

/** POST /api/admin/invites — the code is drawn by the server. */
export async function createInvite(invite: NewInvite): Promise<AdminInvite> {
  return unwrap(await apiClient.POST('/api/admin/invites', { body: invite }));
}

/** POST /api/admin/invites/{id}/revoke — idempotent; answers the code as it now is. */
export async function revokeInvite(id: string): Promise<AdminInvite> {
  return unwrap(
    await apiClient.POST('/api/admin/invites/{id}/revoke', {
      params: { path: { id } },
      body: EMPTY_JSON_BODY,
    }),
  );
}
