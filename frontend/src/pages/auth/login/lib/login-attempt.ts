import { ApiError } from '@/shared/api';
import type { LoginAttempt, LoginCredentials } from '../api/log-in';

/** The server wants a solved proof of work with the next attempt (ADR 0025). */
export const VERIFICATION_REQUIRED_CODE = 'AUTH.VERIFICATION_REQUIRED';

/** What the login form sends: the credentials, and the verification token once there is one. */
export const loginAttempt = (credentials: LoginCredentials, token: string | null): LoginAttempt =>
  token === null ? credentials : { ...credentials, cfTurnstileToken: token };

/**
 * Whether a failure means the form must show the human-verification widget: the server asked
 * for a proof of work, or refused the one sent (expired, reused).
 */
export function asksForVerification(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code === null) return false;
  return error.code === VERIFICATION_REQUIRED_CODE || error.code.startsWith('VERIFICATION.');
}
