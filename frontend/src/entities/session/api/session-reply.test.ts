/** @jest-environment node */
import { NoSessionError, parseAuthReply, parseSessionReply } from './session-reply';

const SESSION = {
  access_token: 'access-1',
  token_type: 'bearer',
  expires_in: 900,
  expires_at: 1_800_000_000,
  refresh_token: null,
};
const USER = {
  id: 'u-1',
  email: 'lena@example.com',
  display_name: 'Lena Marsh',
  avatar_url: '/media/images/avatars/lena.webp',
  role: 'artist',
};

describe('parseSessionReply', () => {
  test('reads user, role and tokens from the session reply', () => {
    expect(parseSessionReply({ session: SESSION, user: USER, role: 'admin' })).toEqual({
      user: {
        id: 'u-1',
        email: 'lena@example.com',
        displayName: 'Lena Marsh',
        avatarUrl: '/media/images/avatars/lena.webp',
      },
      role: 'admin',
      tokens: { accessToken: 'access-1', refreshToken: null, expiresAt: 1_800_000_000 },
    });
  });

  test("falls back to the user's role, and never guesses an unknown one", () => {
    expect(parseSessionReply({ session: SESSION, user: USER }).role).toBe('artist');
    expect(
      parseSessionReply({ session: SESSION, user: { ...USER, role: 'superuser' } }).role,
    ).toBeNull();
  });

  test('a missing display name or avatar still gives something to show', () => {
    const { user } = parseSessionReply({ session: SESSION, user: { id: 'u-2', email: 'a@b.co' } });
    expect(user).toEqual({ id: 'u-2', email: 'a@b.co', displayName: 'a@b.co', avatarUrl: null });
  });

  test.each([
    null,
    {},
    { user: null, session: SESSION },
    { session: null, user: USER },
    { session: { ...SESSION, access_token: '' }, user: USER },
    { session: SESSION, user: { id: 7 } },
    'nope',
  ])('an empty or malformed answer (%p) means no session', (body) => {
    expect(() => parseSessionReply(body)).toThrow(NoSessionError);
  });
});

describe('parseAuthReply', () => {
  test('keeps a rotated refresh token', () => {
    const reply = parseAuthReply({ user: USER, session: { ...SESSION, refresh_token: 'r-1' } });
    expect(reply.tokens?.refreshToken).toBe('r-1');
    expect(reply.role).toBe('artist');
  });

  test('a reply without a session signs nobody in but still names the user', () => {
    expect(parseAuthReply({ user: USER }).tokens).toBeNull();
  });
});
