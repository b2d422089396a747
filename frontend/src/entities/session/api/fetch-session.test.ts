import { jest } from '@jest/globals';
import type { components } from '@/shared/api';
import { storeSessionTokens } from '@/shared/lib/token-storage';
import { fetchSession } from './fetch-session';
import { NoSessionError } from './session-reply';

const REPLY: components['schemas']['SessionReplyDto'] = {
  session: {
    access_token: 'access-1',
    token_type: 'bearer',
    expires_in: 900,
    expires_at: 1_800_000_000,
    refresh_token: null,
  },
  user: {
    id: 'u-1',
    email: 'sam@example.com',
    display_name: 'Sam',
    avatar_url: '',
    role: 'listener',
  },
  role: 'listener',
};

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server, as the app's own requests meet it: records each one and answers the session. */
function serveSession(body: unknown = REPLY, status = 200) {
  const requests: Request[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    requests.push(input as Request);
    return Promise.resolve(json(body, status));
  });
  return requests;
}

/** What index.html's inline script leaves when it sent the check early. */
function earlyCheck(accessToken: string | null, reply: Promise<Response>): void {
  window.__encoreEarlySession = { accessToken, reply };
}

describe('fetchSession', () => {
  beforeEach(() => {
    window.localStorage.clear();
    delete window.__encoreEarlySession;
    storeSessionTokens({ accessToken: 'access-1', refreshToken: null, expiresAt: 1_800_000_000 });
  });

  test('asks the server with the stored bearer token', async () => {
    const requests = serveSession();

    const session = await fetchSession();

    expect(session.user.email).toBe('sam@example.com');
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/auth/session']);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  test("the first check takes the early request's reply instead of sending another, once", async () => {
    const requests = serveSession({ ...REPLY, role: 'admin' });
    earlyCheck('access-1', Promise.resolve(json(REPLY)));

    expect((await fetchSession()).role).toBe('listener');
    expect(requests).toHaveLength(0);

    expect((await fetchSession()).role).toBe('admin');
    expect(requests).toHaveLength(1);
  });

  test('an early reply sent with another access token than the stored one is not used', async () => {
    const requests = serveSession();
    earlyCheck('access-old', Promise.resolve(json({ ...REPLY, role: 'admin' })));

    expect((await fetchSession()).role).toBe('listener');
    expect(requests).toHaveLength(1);
    expect(window.__encoreEarlySession).toBeUndefined();
  });

  test('an early reply refusing the session, or an early request that failed, means no session', async () => {
    serveSession();
    earlyCheck('access-1', Promise.resolve(json({ statusCode: 401, message: 'No session' }, 401)));
    await expect(fetchSession()).rejects.toBeInstanceOf(NoSessionError);

    earlyCheck('access-1', Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchSession()).rejects.toBeInstanceOf(NoSessionError);
  });
});
