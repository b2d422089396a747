import { apiClient, unwrap } from '@/shared/api';

/** GET /api/auth/logout: revokes the session server-side and clears the refresh cookie. */
export async function logOut(): Promise<void> {
  unwrap(await apiClient.GET('/api/auth/logout'));
}
