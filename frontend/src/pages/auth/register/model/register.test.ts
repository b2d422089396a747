import { jest } from '@jest/globals';
import { allSettled, fork, type Scope } from 'effector';
import { $sessionRole, $sessionStatus, type AuthReply } from '@/entities/session';
import type { WidgetReport } from '@/features/waitlist-signup';
import { ApiError, toApiError } from '@/shared/api';
import { navigateFx } from '@/shared/lib/navigation';
import type { Registration } from '../api/register';
import {
  $fieldErrors,
  $isRegistering,
  $isRegisteredWithoutSession,
  $registerError,
  $verificationRequired,
  registerFx,
  registerPageOpened,
  registrationSubmitted,
  registrationVerification,
} from './register';

const REGISTRATION: Registration = {
  email: 'new@example.com',
  password: 'a long passphrase',
  displayName: 'New Fan',
  inviteCode: 'ENCORE-DEMO-2026',
};
const REPLY: AuthReply = {
  user: { id: 'u-9', email: 'new@example.com', displayName: 'New Fan', avatarUrl: null },
  role: 'listener',
  tokens: { accessToken: 'access-9', refreshToken: 'refresh-9', expiresAt: 1800 },
};

function setup(registerHandler: (registration: Registration) => Promise<AuthReply>) {
  const navigate = jest.fn((_to: string) => undefined);
  const scope = fork({
    handlers: [
      [registerFx, registerHandler],
      [navigateFx, navigate],
    ],
  });
  return { scope, navigate };
}

describe('register model', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  test('success signs the user in with the reply role and goes to /discover', async () => {
    const { scope, navigate } = setup(() => Promise.resolve(REPLY));

    await allSettled(registrationSubmitted, { scope, params: REGISTRATION });

    expect(scope.getState($sessionStatus)).toBe('authenticated');
    expect(scope.getState($sessionRole)).toBe('listener');
    expect(window.localStorage.getItem('access_token')).toBe('access-9');
    expect(navigate).toHaveBeenCalledWith('/discover');
  });

  test('an artist (registered with an approved artist entry’s invite) goes to the studio', async () => {
    const { scope, navigate } = setup(() => Promise.resolve({ ...REPLY, role: 'artist' }));

    await allSettled(registrationSubmitted, { scope, params: REGISTRATION });

    expect(scope.getState($sessionRole)).toBe('artist');
    expect(navigate).toHaveBeenCalledWith('/artist/studio');
  });

  test('a reply without a token creates the account but neither signs in nor redirects', async () => {
    const { scope, navigate } = setup(() => Promise.resolve({ ...REPLY, tokens: null }));

    await allSettled(registrationSubmitted, { scope, params: REGISTRATION });

    expect(navigate).not.toHaveBeenCalled();
    expect(scope.getState($sessionStatus)).toBe('loading');
    expect(scope.getState($isRegisteredWithoutSession)).toBe(true);
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });

  test.each([
    [
      "the server's message",
      new ApiError(400, 'Bad Request', 'This invite code has expired.', 'AUTH.INVITE_EXPIRED'),
      'This invite code has expired.',
    ],
    [
      '"Registration failed" without one',
      toApiError(502, 'Bad Gateway', ''),
      'Registration failed',
    ],
    ['"Registration failed" offline', new TypeError('fetch failed'), 'Registration failed'],
  ])('a failure shows %s', async (_, error, message) => {
    const { scope, navigate } = setup(() => Promise.reject(error));

    await allSettled(registrationSubmitted, { scope, params: REGISTRATION });

    expect(scope.getState($registerError)).toBe(message);
    expect(scope.getState($fieldErrors)).toEqual({});
    expect(navigate).not.toHaveBeenCalled();
  });

  test('a weak password is explained at the password field', async () => {
    const weak = toApiError(400, 'Bad Request', {
      message: 'Password must be at least 8 characters.',
      details: [{ field: 'password', messages: ['Password must be at least 8 characters.'] }],
    });
    const { scope } = setup(() => Promise.reject(weak));

    await allSettled(registrationSubmitted, { scope, params: REGISTRATION });

    expect(scope.getState($fieldErrors)).toEqual({
      password: 'Password must be at least 8 characters.',
    });
    expect(scope.getState($registerError)).toBeNull();
  });

  const ASKED = new ApiError(
    401,
    'Unauthorized',
    'Please complete the verification, then register again.',
    'AUTH.VERIFICATION_REQUIRED',
  );
  const widgetSays = (scope: Scope, params: WidgetReport) =>
    allSettled(registrationVerification.widgetReported, { scope, params });

  test('when the server asks for a proof of work, the next press carries the solved token once', async () => {
    let answer = () => Promise.reject<AuthReply>(ASKED);
    const handler = jest.fn((_: Registration) => answer());
    const { scope, navigate } = setup(handler);

    await allSettled(registrationSubmitted, { scope, params: REGISTRATION });
    expect(scope.getState($verificationRequired)).toBe(true);
    expect(scope.getState($registerError)).toBe(
      'Please complete the verification, then register again.',
    );

    // The widget appears, starts by itself; a press before it is done waits for it.
    await widgetSays(scope, { kind: 'verifying' });
    answer = () => Promise.resolve(REPLY);
    await allSettled(registrationSubmitted, { scope, params: REGISTRATION });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(scope.getState(registrationVerification.$waiting)).toBe(true);

    await widgetSays(scope, { kind: 'verified', token: 'solved-payload' });
    expect(handler).toHaveBeenCalledTimes(2);
    expect(handler).toHaveBeenLastCalledWith({
      ...REGISTRATION,
      cfTurnstileToken: 'solved-payload',
    });
    expect(navigate).toHaveBeenCalledWith('/discover');
    expect(scope.getState(registrationVerification.$token)).toBeNull();
  });

  test('after the account is made, further presses send nothing until the page opens again', async () => {
    const handler = jest.fn((_: Registration) => Promise.resolve(REPLY));
    const { scope } = setup(handler);

    await allSettled(registrationSubmitted, { scope, params: REGISTRATION });
    await allSettled(registrationSubmitted, { scope, params: REGISTRATION });

    expect(handler).toHaveBeenCalledTimes(1);
    expect(scope.getState($isRegistering)).toBe(true);
    await allSettled(registerPageOpened, { scope });
    expect(scope.getState($isRegistering)).toBe(false);
  });
});
