import { type AuthReply, parseAuthReply } from '@/entities/session';
import { apiClient, readReply } from '@/shared/api';

export interface Registration {
  email: string;
  password: string;
  displayName: string;
  inviteCode: string;
}

/** POST /api/auth/register; the reply normally signs the new user in (user and session). */
export async function register(registration: Registration): Promise<AuthReply> {
  const body = readReply(await apiClient.POST('/api/auth/register', { body: registration }));
  return parseAuthReply(body);
}
