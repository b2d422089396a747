import { apiClient, unwrap } from '@/shared/api';

/** POST /api/public/waitlist/confirm: 200 confirmed, 410 a used link, 400 an unknown one. */
export async function confirmWaitlistEmail(token: string): Promise<string> {
  return unwrap(await apiClient.POST('/api/public/waitlist/confirm', { body: { token } })).message;
}

/** POST /api/public/waitlist/unsubscribe: 200 unsubscribed (no sign-in needed). */
export async function unsubscribeFromWaitlist(token: string): Promise<string> {
  return unwrap(await apiClient.POST('/api/public/waitlist/unsubscribe', { body: { token } }))
    .message;
}
