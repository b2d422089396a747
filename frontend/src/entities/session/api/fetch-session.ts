import { apiClient, unwrap } from '@/shared/api';
import { NoSessionError, toSignedInSession, type SignedInSession } from './session-reply';

/**
 * GET /api/auth/session with the stored bearer token and the refresh cookie. The server renews
 * an expired access token from the cookie; any failure or empty answer means no session.
 */
export async function fetchSession(): Promise<SignedInSession> {
  const reply = await apiClient
    .GET('/api/auth/session')
    .then(unwrap)
    .catch(() => {
      throw new NoSessionError();
    });
  return toSignedInSession(reply);
}
