import { apiClient, unwrap } from '@/shared/api';
import { parseRole, type Role } from './session-reply';

/** GET /api/auth/role for a token that may not be stored yet (right after login). */
export async function fetchRole(accessToken: string): Promise<Role> {
  const { role } = unwrap(
    await apiClient.GET('/api/auth/role', { headers: { Authorization: `Bearer ${accessToken}` } }),
  );
  // A role this client does not know is never guessed.
  const known = parseRole(role);
  if (known === null) throw new Error('The role reply had no known role.');
  return known;
}
