import { apiClient, readReply } from '@/shared/api';

/** The server says the same whether or not the account exists (so replies reveal nothing). */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses that email, a link to reset the password is on its way.';

/** POST /api/auth/reset-password; resolves with the server's confirmation text. */
export async function requestPasswordReset(email: string): Promise<string> {
  const body = readReply(await apiClient.POST('/api/auth/reset-password', { body: { email } }));
  const message =
    typeof body === 'object' && body !== null && 'message' in body ? body.message : null;
  return typeof message === 'string' && message !== '' ? message : RESET_REQUESTED_MESSAGE;
}
