import { toAuthReply, type SignedInSession } from '@/entities/session';
import { apiClient, unwrap } from '@/shared/api';

export interface LoginCredentials {
  email: string;
  password: string;
}

/** The credentials, plus the human-verification token when the server asked for one. */
export interface LoginAttempt extends LoginCredentials {
  cfTurnstileToken?: string;
}

/** POST /api/auth/login (with cookies, so the server can set the refresh cookie). */
export async function logIn(attempt: LoginAttempt): Promise<SignedInSession> {
  const { user, role, tokens } = toAuthReply(
    unwrap(await apiClient.POST('/api/auth/login', { body: attempt })),
  );
  if (tokens === null) throw new Error('The login reply carried no token.');
  return { user, role, tokens };
}
