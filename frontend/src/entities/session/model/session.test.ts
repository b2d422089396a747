/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, fork } from 'effector';
import { SESSION_RECHECK_INTERVAL_MS } from '@/shared/config';
import { NoSessionError, type SessionReply } from '../api/fetch-session';
import {
  $isAdmin,
  $role,
  $status,
  $token,
  $user,
  checkSessionFx,
  clearStoredTokensFx,
  readStoredTokenFx,
  sessionCheckRequested,
  sessionMonitoringStarted,
  sessionMonitoringStopped,
} from './session';

const LISTENER: SessionReply = { user: { id: 'u-1', email: 'fan@example.com' }, role: 'listener' };

function setup(options: {
  storedToken: string | null;
  check: (token: string) => Promise<SessionReply>;
}) {
  const check = jest.fn(options.check);
  const clearStoredTokens = jest.fn(() => undefined);
  const scope = fork({
    handlers: [
      [readStoredTokenFx, () => options.storedToken],
      [checkSessionFx, check],
      [clearStoredTokensFx, clearStoredTokens],
    ],
  });
  return { scope, check, clearStoredTokens };
}

describe('session model', () => {
  test('starts in the loading state with nobody signed in', () => {
    const scope = fork();
    expect(scope.getState($status)).toBe('loading');
    expect(scope.getState($user)).toBeNull();
  });

  test('a valid stored token signs the user in with user, token and role', async () => {
    const { scope, check } = setup({
      storedToken: 'token-1',
      check: () => Promise.resolve(LISTENER),
    });

    await allSettled(sessionCheckRequested, { scope });

    expect(check).toHaveBeenCalledWith('token-1');
    expect(scope.getState($status)).toBe('authenticated');
    expect(scope.getState($user)).toEqual(LISTENER.user);
    expect(scope.getState($token)).toBe('token-1');
    expect(scope.getState($role)).toBe('listener');
    expect(scope.getState($isAdmin)).toBe(false);
  });

  test('isAdmin is true only when the role is admin', async () => {
    const { scope } = setup({
      storedToken: 'token-1',
      check: () => Promise.resolve({ ...LISTENER, role: 'admin' }),
    });

    await allSettled(sessionCheckRequested, { scope });

    expect(scope.getState($isAdmin)).toBe(true);
  });

  test.each([
    ['a failed check', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an empty answer', () => Promise.reject(new NoSessionError())],
  ])('%s signs the user out and removes the stored tokens', async (_, check) => {
    const { scope, clearStoredTokens } = setup({ storedToken: 'stale', check });

    await allSettled(sessionCheckRequested, { scope });

    expect(scope.getState($status)).toBe('anonymous');
    expect(scope.getState($token)).toBeNull();
    expect(scope.getState($user)).toBeNull();
    expect(clearStoredTokens).toHaveBeenCalledTimes(1);
  });

  test('without a stored token the visitor is anonymous and the server is not asked', async () => {
    const { scope, check } = setup({ storedToken: null, check: () => Promise.resolve(LISTENER) });

    await allSettled(sessionCheckRequested, { scope });

    expect(check).not.toHaveBeenCalled();
    expect(scope.getState($status)).toBe('anonymous');
  });

  describe('monitoring', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    test('re-checks every 5 minutes and signs out when a later check fails', async () => {
      let answer: () => Promise<SessionReply> = () => Promise.resolve(LISTENER);
      const { scope, check } = setup({ storedToken: 'token-1', check: () => answer() });

      // Monitoring keeps a timer running, so this settles only after the stop below.
      const monitoring = allSettled(sessionMonitoringStarted, { scope });
      await jest.advanceTimersByTimeAsync(0);
      expect(scope.getState($status)).toBe('authenticated');
      expect(check).toHaveBeenCalledTimes(1);

      await jest.advanceTimersByTimeAsync(SESSION_RECHECK_INTERVAL_MS - 1);
      expect(check).toHaveBeenCalledTimes(1);

      answer = () => Promise.reject(new NoSessionError());
      await jest.advanceTimersByTimeAsync(1);
      expect(check).toHaveBeenCalledTimes(2);
      expect(scope.getState($status)).toBe('anonymous');

      await allSettled(sessionMonitoringStopped, { scope });
      await monitoring;
    });
  });
});
