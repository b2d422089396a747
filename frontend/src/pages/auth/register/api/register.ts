import { type AuthReply, toAuthReply } from '@/entities/session';
import { apiClient, unwrap } from '@/shared/api';

export interface Registration {
  email: string;
  password: string;
  displayName: string;
  inviteCode: string;
  /** The human-verification token, sent once the server asked for a proof of work. */
  cfTurnstileToken?: string;
}

/** POST /api/auth/register; the reply normally signs the new user in (user and session). */
export async function register(registration: Registration): Promise<AuthReply> {
  return toAuthReply(unwrap(await apiClient.POST('/api/auth/register', { body: registration })));
}
