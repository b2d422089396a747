import { apiClient, unwrap } from '@/shared/api';

/** The server says the same whether or not the account exists (so replies reveal nothing). */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses that email, a link to reset the password is on its way.';

/** POST /api/auth/reset-password; resolves with the server's confirmation text. */
export async function requestPasswordReset(email: string): Promise<string> {
  const { message } = unwrap(await apiClient.POST('/api/auth/reset-password', { body: { email } }));
  return message || RESET_REQUESTED_MESSAGE;
}
