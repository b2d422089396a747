import { apiClient, unwrap } from '@/shared/api';

/** With the token from a reset link (no login needed) or as the signed-in user (bearer). */
export interface PasswordUpdate {
  password: string;
  token?: string;
  currentPassword?: string;
}

/** POST /api/auth/update-password. */
export async function updatePassword(update: PasswordUpdate): Promise<void> {
  unwrap(await apiClient.POST('/api/auth/update-password', { body: update }));
}
