import { ApiError } from '@/shared/api';

/** The server wants a solved proof of work with the next attempt (ADR 0025: logins, registration). */
export const VERIFICATION_REQUIRED_CODE = 'AUTH.VERIFICATION_REQUIRED';

/**
 * Whether a failure means the form must show the human-verification widget: the server asked
 * for a proof of work, or refused the one sent (expired, reused).
 */
export function asksForProof(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code === null) return false;
  return error.code === VERIFICATION_REQUIRED_CODE || error.code.startsWith('VERIFICATION.');
}
