import type { FailureListener } from '../api/profile-api';

/**
 * Runs a null-on-failure API wrapper inside an effect, so the effect fails with the reason the
 * wrapper reported (its `failData` then carries the server's text for the message).
 */
export async function failOnNull<T>(
  call: (onFailure: FailureListener) => Promise<T | null>,
): Promise<T> {
  const heard: { error?: Error } = {};
  const result = await call((error) => {
    heard.error = error;
  });
  if (result === null) throw heard.error ?? new Error('The request failed.');
  return result;
}
