import { apiClient, type components, unwrap } from '@/shared/api';
import type { VerifiedBody } from '@/features/waitlist-signup';

type ArtistSubmissionDto = components['schemas']['ArtistSubmissionDto'];
/** The artist form's answers as sent, without the token the form adds last. */
export type ArtistSubmission = Omit<ArtistSubmissionDto, 'cfTurnstileToken'>;
export type WaitlistJoined = components['schemas']['WaitlistJoinedDto'];

/** POST /api/public/waitlist: 201 pending_confirmation (a confirmation mail is on its way). */
export async function joinArtistWaitlist(
  body: ArtistSubmission & VerifiedBody,
): Promise<WaitlistJoined> {
  return unwrap(await apiClient.POST('/api/public/waitlist', { body }));
}
