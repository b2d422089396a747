import { apiClient, readReply } from '@/shared/api';
import { NoSessionError, parseSessionReply, type SignedInSession } from './session-reply';

/**
 * GET /api/auth/session with the stored bearer token and the refresh cookie. The server renews
 * an expired access token from the cookie; any failure or empty answer means no session.
 */
export async function fetchSession(): Promise<SignedInSession> {
  let body: unknown;
  try {
    body = readReply(await apiClient.GET('/api/auth/session'));
  } catch {
    throw new NoSessionError();
  }
  return parseSessionReply(body);
}
