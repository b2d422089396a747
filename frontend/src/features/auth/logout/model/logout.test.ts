import { jest } from '@jest/globals';
import { allSettled, fork, type Scope } from 'effector';
import { $sessionStatus, $sessionToken, $sessionUser, checkSessionFx } from '@/entities/session';
import { ApiError } from '@/shared/api';
import { reloadToFx } from '@/shared/lib/navigation';
import { logOutFx, logoutRequested, reportLogoutFailureFx } from './logout';

function setup(logOut: () => Promise<void>) {
  window.localStorage.setItem('access_token', 'token-1');
  window.localStorage.setItem('refresh_token', 'refresh-1');
  window.localStorage.setItem('token_expiry', '1800');
  const reload = jest.fn((_to: string) => undefined);
  const report = jest.fn((_error: Error) => undefined);
  const scope = fork({
    values: [
      [$sessionStatus, 'authenticated'],
      [$sessionToken, 'token-1'],
      [$sessionUser, { id: 'u-1', email: 'a@b.co', displayName: 'A', avatarUrl: null }],
    ],
    handlers: [
      [logOutFx, jest.fn(logOut)],
      [reloadToFx, reload],
      [reportLogoutFailureFx, report],
      [checkSessionFx, () => Promise.reject(new Error('not expected'))],
    ],
  });
  return { scope, reload, report };
}

function expectSignedOut(scope: Scope) {
  expect(scope.getState($sessionStatus)).toBe('anonymous');
  expect(scope.getState($sessionUser)).toBeNull();
  expect(scope.getState($sessionToken)).toBeNull();
  expect(window.localStorage.getItem('access_token')).toBeNull();
  expect(window.localStorage.getItem('refresh_token')).toBeNull();
  expect(window.localStorage.getItem('token_expiry')).toBeNull();
}

describe('logout', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  test('signs out, clears the stored tokens and reloads where the control asked', async () => {
    const { scope, reload, report } = setup(() => Promise.resolve());

    await allSettled(logoutRequested, { scope, params: '/login' });

    expectSignedOut(scope);
    expect(reload).toHaveBeenCalledWith('/login');
    expect(report).not.toHaveBeenCalled();
  });

  test('still signs out and reloads when the server call fails, logging the reason', async () => {
    const failure = new ApiError(503, 'Service Unavailable', 'Try again later.', 'PLATFORM.DOWN');
    const { scope, reload, report } = setup(() => Promise.reject(failure));

    await allSettled(logoutRequested, { scope, params: '/' });

    expectSignedOut(scope);
    expect(reload).toHaveBeenCalledWith('/');
    expect(report).toHaveBeenCalledWith(failure);
  });

  test('the failure is logged with the server message, or "Logout failed"', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const scope = fork();
    const network = new TypeError('Failed to fetch');

    await allSettled(reportLogoutFailureFx, { scope, params: network });
    await allSettled(reportLogoutFailureFx, {
      scope,
      params: new ApiError(401, 'Unauthorized', 'You are not logged in.', 'AUTH.NO_SESSION'),
    });

    expect(warn).toHaveBeenNthCalledWith(1, 'Logout failed', network);
    expect(warn.mock.calls[1]?.[0]).toBe('You are not logged in.');
  });
});
