import { apiClient, type components, unwrap } from '@/shared/api';
import type { KeysetPage } from '@/shared/model';
import { type UsersQuery, usersQueryParams } from '../lib/users-query';

/** An account as the admin users list shows it (GET /api/admin/users). */
export type AdminUser = components['schemas']['AdminUserDto'];
/** An account's page: the account, its live sessions, its newest purchases. */
export type AdminUserDetail = components['schemas']['AdminUserDetailDto'];
export type AdminSession = components['schemas']['AdminSessionDto'];
export type AdminUserPurchase = components['schemas']['AdminUserPurchaseDto'];
export type AccountRole = AdminUser['role'];
/** An artist profile the account can be linked to (the picker's results). */
export type ArtistChoice = Pick<components['schemas']['AdminArtistDto'], 'id' | 'name'> & {
  accounts: number;
};

export async function fetchUsersPage(request: {
  query: UsersQuery;
  cursor: string | null;
}): Promise<KeysetPage<AdminUser>> {
  const reply = unwrap(
    await apiClient.GET('/api/admin/users', {
      params: { query: usersQueryParams(request.query, request.cursor) },
    }),
  );
  return { items: reply.users, nextCursor: reply.next_cursor };
}

export async function fetchUser(id: string): Promise<AdminUserDetail> {
  return unwrap(await apiClient.GET('/api/admin/users/{id}', { params: { path: { id } } }));
}

export async function changeRole(id: string, role: AccountRole): Promise<AdminUserDetail> {
  return unwrap(
    await apiClient.PUT('/api/admin/users/{id}/role', { params: { path: { id } }, body: { role } }),
  );
}

/** Links the account to an artist profile, or unlinks it (null). */
export async function linkArtist(id: string, artistId: string | null): Promise<AdminUserDetail> {
  return unwrap(
    await apiClient.PUT('/api/admin/users/{id}/artist', {
      params: { path: { id } },
      body: { artist_id: artistId },
    }),
  );
}

/** The reason, when one was typed, goes to the audit log. */
const accessBody = (reason: string) => (reason.trim() === '' ? {} : { reason: reason.trim() });

export async function disableAccount(id: string, reason: string): Promise<AdminUserDetail> {
  return unwrap(
    await apiClient.POST('/api/admin/users/{id}/disable', {
      params: { path: { id } },
      body: accessBody(reason),
    }),
  );
}

export async function enableAccount(id: string, reason: string): Promise<AdminUserDetail> {
  return unwrap(
    await apiClient.POST('/api/admin/users/{id}/enable', {
      params: { path: { id } },
      body: accessBody(reason),
    }),
  );
}

/** The first few artist profiles whose name (or a word in it) starts with `q`. */
export async function searchArtists(q: string): Promise<ArtistChoice[]> {
  const reply = unwrap(
    await apiClient.GET('/api/admin/artists', { params: { query: { q, limit: 8 } } }),
  );
  return reply.artists.map((artist) => ({
    id: artist.id,
    name: artist.name,
    accounts: artist.accounts.length,
  }));
}
