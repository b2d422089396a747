/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, fork } from 'effector';
import { ApiError, toApiError } from '@/shared/api';
import {
  $resetError,
  $sentMessage,
  forgotPasswordPageOpened,
  requestResetFx,
  resetLinkRequested,
} from './forgot-password';

const CONFIRMATION = 'If an account uses that email, a link to reset the password is on its way.';

describe('forgot password model', () => {
  test('a sent request shows the confirmation, for any email', async () => {
    const request = jest.fn((_email: string) => Promise.resolve(CONFIRMATION));
    const scope = fork({ handlers: [[requestResetFx, request]] });

    await allSettled(resetLinkRequested, { scope, params: 'someone@example.com' });

    expect(request).toHaveBeenCalledWith('someone@example.com');
    expect(scope.getState($sentMessage)).toBe(CONFIRMATION);
    expect(scope.getState($resetError)).toBeNull();
  });

  test.each([
    [
      "the server's message when throttled",
      new ApiError(429, 'Too Many Requests', 'Too many password reset requests.', 'AUTH.X'),
      'Too many password reset requests.',
    ],
    [
      '"Failed to send reset email" otherwise',
      toApiError(500, 'Error', {}),
      'Failed to send reset email',
    ],
    [
      '"Failed to send reset email" offline',
      new TypeError('fetch failed'),
      'Failed to send reset email',
    ],
  ])('a failure shows %s and keeps the form', async (_, error, message) => {
    const scope = fork({ handlers: [[requestResetFx, () => Promise.reject(error)]] });

    await allSettled(resetLinkRequested, { scope, params: 'someone@example.com' });

    expect(scope.getState($resetError)).toBe(message);
    expect(scope.getState($sentMessage)).toBeNull();
  });

  test('coming back to the page shows the form again', async () => {
    const scope = fork({ handlers: [[requestResetFx, () => Promise.resolve(CONFIRMATION)]] });
    await allSettled(resetLinkRequested, { scope, params: 'someone@example.com' });

    await allSettled(forgotPasswordPageOpened, { scope });

    expect(scope.getState($sentMessage)).toBeNull();
  });
});
