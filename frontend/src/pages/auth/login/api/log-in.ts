import { parseAuthReply, type SignedInSession } from '@/entities/session';
import { apiClient, readReply } from '@/shared/api';

export interface LoginCredentials {
  email: string;
  password: string;
}

/** POST /api/auth/login (with cookies, so the server can set the refresh cookie). */
export async function logIn(credentials: LoginCredentials): Promise<SignedInSession> {
  const body = readReply(await apiClient.POST('/api/auth/login', { body: credentials }));
  const { user, role, tokens } = parseAuthReply(body);
  if (tokens === null) throw new Error('The login reply carried no token.');
  return { user, role, tokens };
}
