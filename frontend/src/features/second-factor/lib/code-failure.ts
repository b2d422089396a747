import { ApiError, explainFailure } from '@/shared/api';

/**
 * What a refused code means to the person typing it. The server's words first: a wrong code, a
 * code already used ("Wait for the next code…"), a spent recovery code, or the throttle's 429
 * whose text says how long to wait (its Retry-After in words).
 */
export function codeFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429 && error.serverMessage === null) {
    return 'Too many attempts. Try again later.';
  }
  return explainFailure(error, 'We could not check the code. Check your connection and try again.');
}
