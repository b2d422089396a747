import { toAuthReply, type SignedInSession } from '@/entities/session';
import { apiClient, unwrap } from '@/shared/api';

export interface LoginCredentials {
  email: string;
  password: string;
}

/** POST /api/auth/login (with cookies, so the server can set the refresh cookie). */
export async function logIn(credentials: LoginCredentials): Promise<SignedInSession> {
  const { user, role, tokens } = toAuthReply(
    unwrap(await apiClient.POST('/api/auth/login', { body: credentials })),
  );
  if (tokens === null) throw new Error('The login reply carried no token.');
  return { user, role, tokens };
}
