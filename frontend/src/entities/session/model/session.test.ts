/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, fork } from 'effector';
import { SESSION_RECHECK_INTERVAL_MS } from '@/shared/config';
import type { SessionTokens } from '@/shared/lib/token-storage';
import { NoSessionError, type SignedInSession } from '../api/session-reply';
import {
  $isAdmin,
  $role,
  $status,
  $token,
  $user,
  checkSessionFx,
  clearStoredTokensFx,
  hasStoredTokensFx,
  saveTokensFx,
  sessionCheckRequested,
  sessionEnded,
  sessionMonitoringStarted,
  sessionMonitoringStopped,
  sessionUserUpdated,
  signedIn,
} from './session';

const TOKENS: SessionTokens = { accessToken: 'token-1', refreshToken: null, expiresAt: 1800 };
const LISTENER: SignedInSession = {
  user: { id: 'u-1', email: 'fan@example.com', displayName: 'Sam Fan', avatarUrl: null },
  role: 'listener',
  tokens: TOKENS,
};

function setup(options: { hasStoredTokens: boolean; check?: () => Promise<SignedInSession> }) {
  const check = jest.fn(options.check ?? (() => Promise.resolve(LISTENER)));
  const saveTokens = jest.fn((_tokens: SessionTokens) => undefined);
  const clearStoredTokens = jest.fn(() => undefined);
  const scope = fork({
    handlers: [
      [hasStoredTokensFx, () => options.hasStoredTokens],
      [checkSessionFx, check],
      [saveTokensFx, saveTokens],
      [clearStoredTokensFx, clearStoredTokens],
    ],
  });
  return { scope, check, saveTokens, clearStoredTokens };
}

describe('session model', () => {
  test('starts in the loading state with nobody signed in', () => {
    const scope = fork();
    expect(scope.getState($status)).toBe('loading');
    expect(scope.getState($user)).toBeNull();
  });

  test('stored tokens the server accepts sign the user in with user, token and role', async () => {
    const { scope, check, saveTokens } = setup({ hasStoredTokens: true });

    await allSettled(sessionCheckRequested, { scope });

    expect(check).toHaveBeenCalledTimes(1);
    expect(scope.getState($status)).toBe('authenticated');
    expect(scope.getState($user)).toEqual(LISTENER.user);
    expect(scope.getState($token)).toBe('token-1');
    expect(scope.getState($role)).toBe('listener');
    expect(scope.getState($isAdmin)).toBe(false);
    // Not renewed (no refresh token in the reply): the stored tokens are still the right ones.
    expect(saveTokens).not.toHaveBeenCalled();
  });

  test('a session the server renewed is written to storage', async () => {
    const renewed = { accessToken: 'token-2', refreshToken: 'refresh-2', expiresAt: 2700 };
    const { scope, saveTokens } = setup({
      hasStoredTokens: true,
      check: () => Promise.resolve({ ...LISTENER, tokens: renewed }),
    });

    await allSettled(sessionCheckRequested, { scope });

    expect(saveTokens).toHaveBeenCalledWith(renewed);
    expect(scope.getState($token)).toBe('token-2');
  });

  test('isAdmin is true only when the role is admin', async () => {
    const { scope } = setup({
      hasStoredTokens: true,
      check: () => Promise.resolve({ ...LISTENER, role: 'admin' }),
    });

    await allSettled(sessionCheckRequested, { scope });

    expect(scope.getState($isAdmin)).toBe(true);
  });

  test.each([
    ['a failed check', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an empty answer', () => Promise.reject(new NoSessionError())],
  ])('%s signs the user out and removes the stored tokens', async (_, check) => {
    const { scope, clearStoredTokens } = setup({ hasStoredTokens: true, check });

    await allSettled(sessionCheckRequested, { scope });

    expect(scope.getState($status)).toBe('anonymous');
    expect(scope.getState($token)).toBeNull();
    expect(scope.getState($user)).toBeNull();
    expect(clearStoredTokens).toHaveBeenCalledTimes(1);
  });

  test('without stored tokens the visitor is anonymous and the server is not asked', async () => {
    const { scope, check } = setup({ hasStoredTokens: false });

    await allSettled(sessionCheckRequested, { scope });

    expect(check).not.toHaveBeenCalled();
    expect(scope.getState($status)).toBe('anonymous');
  });

  test('signing in stores the new tokens and the user', async () => {
    const { scope, saveTokens } = setup({ hasStoredTokens: false });
    const tokens = { accessToken: 'fresh', refreshToken: 'refresh-1', expiresAt: 900 };

    await allSettled(signedIn, { scope, params: { ...LISTENER, role: 'artist', tokens } });

    expect(saveTokens).toHaveBeenCalledWith(tokens);
    expect(scope.getState($status)).toBe('authenticated');
    expect(scope.getState($token)).toBe('fresh');
    expect(scope.getState($role)).toBe('artist');
  });

  test('a profile change updates the signed-in user at once', async () => {
    const { scope } = setup({ hasStoredTokens: false });
    await allSettled(signedIn, { scope, params: LISTENER });

    await allSettled(sessionUserUpdated, { scope, params: { avatarUrl: '/media/a.webp' } });

    expect(scope.getState($user)).toEqual({ ...LISTENER.user, avatarUrl: '/media/a.webp' });
  });

  test('ending the session clears everything, including storage', async () => {
    const { scope, clearStoredTokens } = setup({ hasStoredTokens: false });
    await allSettled(signedIn, { scope, params: LISTENER });

    await allSettled(sessionEnded, { scope });
    await allSettled(sessionUserUpdated, { scope, params: { displayName: 'Ghost' } });

    expect(scope.getState($status)).toBe('anonymous');
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($role)).toBeNull();
    expect(clearStoredTokens).toHaveBeenCalledTimes(1);
  });

  describe('monitoring', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    test('re-checks every 5 minutes and signs out when a later check fails', async () => {
      let answer: () => Promise<SignedInSession> = () => Promise.resolve(LISTENER);
      const { scope, check } = setup({ hasStoredTokens: true, check: () => answer() });

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
