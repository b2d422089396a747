import { apiClient, unwrap } from '@/shared/api';
import { readAccessToken } from '@/shared/lib/token-storage';
import { takeEarlySessionReply } from './early-session';
import { NoSessionError, toSignedInSession, type SignedInSession } from './session-reply';

/**
 * GET /api/auth/session with the stored bearer token and the refresh cookie. The server renews
 * an expired access token from the cookie; any failure or empty answer means no session. The
 * first check takes the reply of the identical request index.html started early, if there is one.
 */
export async function fetchSession(): Promise<SignedInSession> {
  const early = takeEarlySessionReply(readAccessToken());
  const reply = await apiClient
    .GET('/api/auth/session', early === null ? {} : { fetch: () => early })
    .then(unwrap)
    .catch(() => {
      throw new NoSessionError();
    });
  return toSignedInSession(reply);
}
