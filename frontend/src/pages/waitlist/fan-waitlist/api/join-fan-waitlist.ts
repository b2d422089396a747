import { apiClient, type components, unwrap } from '@/shared/api';
import type { VerifiedBody } from '@/features/waitlist-signup';

/** The fan form's answers as sent, without the token the form adds last. */
export type FanSubmission = Omit<components['schemas']['FanSubmissionDto'], 'cfTurnstileToken'>;

/** POST /api/public/waitlist/fan: 201 pending_confirmation (a confirmation mail is on its way). */
export async function joinFanWaitlist(
  body: FanSubmission & VerifiedBody,
): Promise<components['schemas']['WaitlistJoinedDto']> {
  return unwrap(await apiClient.POST('/api/public/waitlist/fan', { body }));
}
