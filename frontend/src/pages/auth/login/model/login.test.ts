import { jest } from '@jest/globals';
import { allSettled, fork, type Scope } from 'effector';
import {
  $sessionRole,
  $sessionStatus,
  $sessionUser,
  type SignedInSession,
} from '@/entities/session';
import type { WidgetReport } from '@/features/waitlist-signup';
import { ApiError, toApiError } from '@/shared/api';
import { navigateFx } from '@/shared/lib/navigation';
import type { LoginAttempt, LoginCredentials } from '../api/log-in';
import {
  $isLoggingIn,
  $loginError,
  $verificationRequired,
  checkStorageFx,
  fetchRoleFx,
  logInFx,
  loginPageOpened,
  loginSubmitted,
  loginVerification,
  STORAGE_RESTRICTED_MESSAGE,
} from './login';

const CREDENTIALS: LoginCredentials = { email: 'lena@example.com', password: 'correct horse' };
const REPLY: SignedInSession = {
  user: { id: 'u-1', email: 'lena@example.com', displayName: 'Lena Marsh', avatarUrl: null },
  role: 'listener',
  tokens: { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: 1800 },
};

function setup(options: {
  storageWritable?: boolean;
  logIn?: (attempt: LoginAttempt) => Promise<SignedInSession>;
  fetchRole?: (token: string) => Promise<'listener' | 'artist' | 'admin'>;
}) {
  const logIn = jest.fn(options.logIn ?? (() => Promise.resolve(REPLY)));
  const fetchRole = jest.fn(options.fetchRole ?? (() => Promise.resolve('artist' as const)));
  const navigate = jest.fn((_to: string) => undefined);
  const scope = fork({
    handlers: [
      [checkStorageFx, () => options.storageWritable ?? true],
      [logInFx, logIn],
      [fetchRoleFx, fetchRole],
      [navigateFx, navigate],
    ],
  });
  return { scope, logIn, fetchRole, navigate };
}

describe('login model', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  test('restricted storage shows the spec message and sends nothing', async () => {
    const { scope, logIn, navigate } = setup({ storageWritable: false });

    await allSettled(loginSubmitted, { scope, params: CREDENTIALS });

    expect(scope.getState($loginError)).toBe(STORAGE_RESTRICTED_MESSAGE);
    expect(STORAGE_RESTRICTED_MESSAGE).toBe(
      'Browser storage is restricted. Please ensure cookies are enabled and you are not in private browsing mode.',
    );
    expect(logIn).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  test.each([
    [
      "the server's message",
      new ApiError(401, 'Unauthorized', 'Invalid email or password.', 'AUTH.INVALID_CREDENTIALS'),
      'Invalid email or password.',
    ],
    ['"Login failed" for JSON without a message', toApiError(500, 'Error', {}), 'Login failed'],
    [
      '"Error {status}: {statusText}" when the reply is not JSON',
      toApiError(502, 'Bad Gateway', '<html>502</html>'),
      'Error 502: Bad Gateway',
    ],
    [
      '"Login failed" when the server cannot be reached',
      new TypeError('fetch failed'),
      'Login failed',
    ],
  ])('a failure shows %s', async (_, error, message) => {
    const { scope, navigate } = setup({ logIn: () => Promise.reject(error) });

    await allSettled(loginSubmitted, { scope, params: CREDENTIALS });

    expect(scope.getState($loginError)).toBe(message);
    expect(scope.getState($sessionStatus)).toBe('loading');
    expect(navigate).not.toHaveBeenCalled();
  });

  test("success stores the tokens, fetches the role, sets the session and goes to the role's landing", async () => {
    const { scope, logIn, fetchRole, navigate } = setup({});

    await allSettled(loginSubmitted, { scope, params: CREDENTIALS });

    expect(logIn).toHaveBeenCalledWith(CREDENTIALS);
    expect(fetchRole).toHaveBeenCalledWith('access-1');
    expect(window.localStorage.getItem('access_token')).toBe('access-1');
    expect(window.localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(window.localStorage.getItem('token_expiry')).toBe('1800');
    expect(scope.getState($sessionStatus)).toBe('authenticated');
    expect(scope.getState($sessionUser)).toEqual(REPLY.user);
    expect(scope.getState($sessionRole)).toBe('artist');
    expect(navigate).toHaveBeenCalledWith('/artist/studio');
    expect(scope.getState($loginError)).toBeNull();
    // Busy until the landing page replaces the form.
    expect(scope.getState($isLoggingIn)).toBe(true);
  });

  test('a login that went through takes no second press until the page is opened again', async () => {
    const { scope, logIn, navigate } = setup({});
    await allSettled(loginSubmitted, { scope, params: CREDENTIALS });

    // The landing page is still loading: a second press would start a second session.
    await allSettled(loginSubmitted, { scope, params: CREDENTIALS });
    expect(logIn).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);

    // Back on the page later (the session ended, say): the form works again.
    await allSettled(loginPageOpened, { scope, params: null });
    expect(scope.getState($isLoggingIn)).toBe(false);
    await allSettled(loginSubmitted, { scope, params: CREDENTIALS });
    expect(logIn).toHaveBeenCalledTimes(2);
  });

  test("a failed role call keeps the login reply's role and still signs in", async () => {
    const { scope, navigate } = setup({ fetchRole: () => Promise.reject(new Error('down')) });

    await allSettled(loginSubmitted, { scope, params: CREDENTIALS });

    expect(scope.getState($sessionRole)).toBe('listener');
    expect(navigate).toHaveBeenCalledWith('/discover');
  });

  test('a new attempt clears the previous error', async () => {
    let answer = () => Promise.reject<SignedInSession>(new TypeError('fetch failed'));
    const { scope } = setup({ logIn: () => answer() });
    await allSettled(loginSubmitted, { scope, params: CREDENTIALS });
    expect(scope.getState($loginError)).toBe('Login failed');

    answer = () => Promise.resolve(REPLY);
    await allSettled(loginSubmitted, { scope, params: CREDENTIALS });

    expect(scope.getState($loginError)).toBeNull();
  });

  test('back to where the visitor was when the page was opened with a place to return to', async () => {
    const { scope, navigate } = setup({});

    await allSettled(loginPageOpened, { scope, params: '/search?q=redline' });
    await allSettled(loginSubmitted, { scope, params: CREDENTIALS });

    expect(navigate).toHaveBeenCalledWith('/search?q=redline');
    // A plain login afterwards lands on the role's page (the role endpoint says artist).
    await allSettled(loginPageOpened, { scope, params: null });
    await allSettled(loginSubmitted, { scope, params: CREDENTIALS });
    expect(navigate).toHaveBeenLastCalledWith('/artist/studio');
  });

  test.each([
    ['admin', '/admin/dashboard'],
    ['artist', '/artist/studio'],
    ['listener', '/discover'],
  ] as const)(
    'a plain login as %s lands on %s (spec §2; artists in the studio, issue 25)',
    async (role, path) => {
      const { scope, navigate } = setup({ fetchRole: () => Promise.resolve(role) });

      await allSettled(loginPageOpened, { scope, params: null });
      await allSettled(loginSubmitted, { scope, params: CREDENTIALS });

      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith(path);
    },
  );

  test('a place to return to wins over the role landing', async () => {
    const { scope, navigate } = setup({ fetchRole: () => Promise.resolve('admin') });

    await allSettled(loginPageOpened, { scope, params: '/album/night-ferry' });
    await allSettled(loginSubmitted, { scope, params: CREDENTIALS });

    expect(navigate).toHaveBeenCalledWith('/album/night-ferry');
  });

  const ASKED = new ApiError(
    401,
    'Unauthorized',
    'Please complete the verification, then log in again.',
    'AUTH.VERIFICATION_REQUIRED',
  );
  const widgetSays = (scope: Scope, params: WidgetReport) =>
    allSettled(loginVerification.widgetReported, { scope, params });

  test('when the server asks for a proof of work, the next attempt carries the token once', async () => {
    let answer = () => Promise.reject<SignedInSession>(ASKED);
    const { scope, logIn, navigate } = setup({ logIn: () => answer() });

    await allSettled(loginSubmitted, { scope, params: CREDENTIALS });
    expect(logIn).toHaveBeenLastCalledWith(CREDENTIALS);
    expect(scope.getState($verificationRequired)).toBe(true);
    expect(scope.getState($loginError)).toBe(
      'Please complete the verification, then log in again.',
    );

    // The widget appears and solves by itself.
    await widgetSays(scope, { kind: 'verifying' });
    await widgetSays(scope, { kind: 'verified', token: 'solved-payload' });
    answer = () => Promise.resolve(REPLY);
    await allSettled(loginSubmitted, { scope, params: CREDENTIALS });

    expect(logIn).toHaveBeenLastCalledWith({ ...CREDENTIALS, cfTurnstileToken: 'solved-payload' });
    expect(navigate).toHaveBeenCalledWith('/artist/studio');
    // Single use: spent, and the widget starts over at once.
    expect(scope.getState(loginVerification.$token)).toBeNull();
    expect(scope.getState(loginVerification.$restarts)).toBe(1);
  });

  test('"Log in" pressed while the proof is being solved waits, then goes by itself', async () => {
    let answer = () => Promise.reject<SignedInSession>(ASKED);
    const { scope, logIn, navigate } = setup({ logIn: () => answer() });
    await allSettled(loginSubmitted, { scope, params: CREDENTIALS });
    await widgetSays(scope, { kind: 'verifying' });
    answer = () => Promise.resolve(REPLY);

    await allSettled(loginSubmitted, { scope, params: CREDENTIALS });
    expect(logIn).toHaveBeenCalledTimes(1);
    expect(scope.getState(loginVerification.$waiting)).toBe(true);
    expect(scope.getState($loginError)).toBeNull();

    await widgetSays(scope, { kind: 'verified', token: 'late-payload' });
    expect(logIn).toHaveBeenCalledTimes(2);
    expect(logIn).toHaveBeenLastCalledWith({ ...CREDENTIALS, cfTurnstileToken: 'late-payload' });
    expect(navigate).toHaveBeenCalledWith('/artist/studio');
  });

  test('a widget that cannot run: nothing is sent, and the form says a verification is needed', async () => {
    const { scope, logIn } = setup({ logIn: () => Promise.reject<SignedInSession>(ASKED) });
    await allSettled(loginSubmitted, { scope, params: CREDENTIALS });
    await widgetSays(scope, { kind: 'unsupported' });
    expect(scope.getState(loginVerification.$blocked)).toBe(true);

    await allSettled(loginSubmitted, { scope, params: CREDENTIALS });

    expect(logIn).toHaveBeenCalledTimes(1);
    expect(scope.getState($loginError)).toBe('Please complete the human verification step.');
  });

  test('a refused token resets the widget and keeps asking for verification', async () => {
    const refused = new ApiError(
      400,
      'Bad Request',
      'Verification challenge failed. Please try refreshing the page.',
      'VERIFICATION.TOKEN_EXPIRED',
    );
    let answer = () => Promise.reject<SignedInSession>(ASKED);
    const { scope } = setup({ logIn: () => answer() });
    await allSettled(loginSubmitted, { scope, params: CREDENTIALS });
    await widgetSays(scope, { kind: 'verified', token: 'stale-payload' });
    answer = () => Promise.reject<SignedInSession>(refused);

    await allSettled(loginSubmitted, { scope, params: CREDENTIALS });

    expect(scope.getState($verificationRequired)).toBe(true);
    expect(scope.getState(loginVerification.$token)).toBeNull();
    expect(scope.getState(loginVerification.$restarts)).toBe(1);
    expect(scope.getState($loginError)).toBe(
      'Verification challenge failed. Please try refreshing the page.',
    );
  });

  test('opening the page again forgets the proof and what was asked', async () => {
    const { scope } = setup({ logIn: () => Promise.reject<SignedInSession>(ASKED) });
    await allSettled(loginSubmitted, { scope, params: CREDENTIALS });
    await widgetSays(scope, { kind: 'verified', token: 'payload' });

    await allSettled(loginPageOpened, { scope, params: null });

    expect(scope.getState($verificationRequired)).toBe(false);
    expect(scope.getState(loginVerification.$token)).toBeNull();
  });

  test('a wrong password or a wait does not ask for verification', async () => {
    const wait = new ApiError(
      429,
      'Too Many Requests',
      'Too many attempts. Try again in 5 minutes.',
      'AUTH.LOGIN_THROTTLED',
    );
    const { scope } = setup({ logIn: () => Promise.reject(wait) });

    await allSettled(loginSubmitted, { scope, params: CREDENTIALS });

    expect(scope.getState($loginError)).toBe('Too many attempts. Try again in 5 minutes.');
    expect(scope.getState($verificationRequired)).toBe(false);
  });
});
