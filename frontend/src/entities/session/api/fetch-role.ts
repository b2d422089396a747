import { apiClient, readReply } from '@/shared/api';
import { parseRole, type Role } from './session-reply';

/** GET /api/auth/role for a token that may not be stored yet (right after login). */
export async function fetchRole(accessToken: string): Promise<Role> {
  const body = readReply(
    await apiClient.GET('/api/auth/role', { headers: { Authorization: `Bearer ${accessToken}` } }),
  );
  const role = typeof body === 'object' && body !== null && 'role' in body ? body.role : null;
  const parsed = parseRole(role);
  if (parsed === null) throw new Error('The role reply had no known role.');
  return parsed;
}
