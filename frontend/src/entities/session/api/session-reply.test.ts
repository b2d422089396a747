/** @jest-environment node */
import type { components } from '@/shared/api';
import { NoSessionError, toAuthReply, toSignedInSession } from './session-reply';

const SESSION: components['schemas']['SessionDto'] = {
  access_token: 'access-1',
  token_type: 'bearer',
  expires_in: 900,
  expires_at: 1_800_000_000,
  refresh_token: null,
};
const USER: components['schemas']['UserDto'] = {
  id: 'u-1',
  email: 'lena@example.com',
  display_name: 'Lena Marsh',
  avatar_url: '/media/images/avatars/lena.webp',
  role: 'artist',
};
/** A role a newer server might send that this client does not know. */
const unknownRole = 'superuser' as components['schemas']['UserDto']['role'];

describe('toSignedInSession', () => {
  test('reads user, role and tokens from the session reply', () => {
    expect(toSignedInSession({ session: SESSION, user: USER, role: 'admin' })).toEqual({
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
    expect(toSignedInSession({ session: SESSION, user: USER, role: unknownRole }).role).toBe(
      'artist',
    );
    const stranger = { ...USER, role: unknownRole };
    expect(toSignedInSession({ session: SESSION, user: stranger, role: unknownRole }).role).toBe(
      null,
    );
  });

  test('an empty display name or avatar still gives something to show', () => {
    const user = { ...USER, display_name: '', avatar_url: '' };
    expect(toSignedInSession({ session: SESSION, user, role: 'listener' }).user).toEqual({
      id: 'u-1',
      email: 'lena@example.com',
      displayName: 'lena@example.com',
      avatarUrl: null,
    });
  });

  test('a session without an access token means no session', () => {
    const session = { ...SESSION, access_token: '' };
    expect(() => toSignedInSession({ session, user: USER, role: 'artist' })).toThrow(
      NoSessionError,
    );
  });
});

describe('toAuthReply', () => {
  test('keeps a rotated refresh token', () => {
    const reply = toAuthReply({ user: USER, session: { ...SESSION, refresh_token: 'r-1' } });
    expect(reply.tokens?.refreshToken).toBe('r-1');
    expect(reply.role).toBe('artist');
  });

  test('a reply without an access token signs nobody in but still names the user', () => {
    const reply = toAuthReply({ user: USER, session: { ...SESSION, access_token: '' } });
    expect(reply.tokens).toBeNull();
    expect(reply.user.email).toBe('lena@example.com');
  });
});
