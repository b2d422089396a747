import { ApiError } from '@/shared/api';

/**
 * Spec §8: the server's message; "Error {status}: {statusText}" when the reply was not JSON;
 * otherwise (JSON without a message, no reply at all) "Login failed".
 */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage !== null) return error.serverMessage;
    if (!error.repliedWithJson) return `Error ${error.status}: ${error.statusText}`;
  }
  return 'Login failed';
}
