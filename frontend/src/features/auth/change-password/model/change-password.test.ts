/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, fork } from 'effector';
import { $sessionStatus, checkSessionFx } from '@/entities/session';
import { ApiError, toApiError } from '@/shared/api';
import type { PasswordUpdate } from '../api/update-password';
import {
  $confirmationError,
  $isPasswordChanged,
  $passwordError,
  passwordChangeSubmitted,
  updatePasswordFx,
} from './change-password';

function setup(answer: (update: PasswordUpdate) => Promise<void> = () => Promise.resolve()) {
  const update = jest.fn(answer);
  const scope = fork({
    values: [[$sessionStatus, 'authenticated']],
    handlers: [
      [updatePasswordFx, update],
      [checkSessionFx, () => Promise.reject(new Error('not expected'))],
    ],
  });
  return { scope, update };
}

describe('change password model', () => {
  test('different passwords are caught here and nothing is sent', async () => {
    const { scope, update } = setup();

    await allSettled(passwordChangeSubmitted, {
      scope,
      params: { password: 'new secret 1', confirmation: 'new secret 2', token: 't-1' },
    });

    expect(scope.getState($confirmationError)).toBe('Passwords do not match.');
    expect(update).not.toHaveBeenCalled();
  });

  test('a reset link sends password and token, then forgets any local session', async () => {
    const { scope, update } = setup();

    await allSettled(passwordChangeSubmitted, {
      scope,
      params: { password: 'new secret', confirmation: 'new secret', token: 't-1' },
    });

    expect(update).toHaveBeenCalledWith({ password: 'new secret', token: 't-1' });
    expect(scope.getState($isPasswordChanged)).toBe(true);
    expect(scope.getState($confirmationError)).toBeNull();
    expect(scope.getState($sessionStatus)).toBe('anonymous');
  });

  test('a signed-in change sends the current password and keeps the session', async () => {
    const { scope, update } = setup();

    await allSettled(passwordChangeSubmitted, {
      scope,
      params: { password: 'new secret', confirmation: 'new secret', currentPassword: 'old' },
    });

    expect(update).toHaveBeenCalledWith({ password: 'new secret', currentPassword: 'old' });
    expect(scope.getState($isPasswordChanged)).toBe(true);
    expect(scope.getState($sessionStatus)).toBe('authenticated');
  });

  test.each([
    [
      "the server's message",
      new ApiError(400, 'Bad Request', 'Your current password is incorrect.', 'AUTH.X'),
      'Your current password is incorrect.',
    ],
    [
      '"Password update failed" without one',
      toApiError(502, 'Bad Gateway', ''),
      'Password update failed',
    ],
  ])('a failure shows %s', async (_, error, message) => {
    const { scope } = setup(() => Promise.reject(error));

    await allSettled(passwordChangeSubmitted, {
      scope,
      params: { password: 'new secret', confirmation: 'new secret', currentPassword: 'old' },
    });

    expect(scope.getState($passwordError)).toBe(message);
    expect(scope.getState($isPasswordChanged)).toBe(false);
  });
});
