/** @jest-environment node */
import { NoSessionError, parseSessionReply } from './fetch-session';

describe('parseSessionReply', () => {
  test('reads user and role from the session reply', () => {
    const reply = parseSessionReply({
      session: { access_token: 'abc' },
      user: { id: 'u-1', email: 'artist@example.com', extra: true },
      role: 'artist',
    });
    expect(reply).toEqual({ user: { id: 'u-1', email: 'artist@example.com' }, role: 'artist' });
  });

  test('a missing role is kept as null rather than guessed', () => {
    expect(parseSessionReply({ user: { id: 'u-1', email: 'a@example.com' } }).role).toBeNull();
  });

  test.each([null, {}, { user: null }, { session: null, user: { id: 7 } }, 'nope'])(
    'an empty or malformed answer (%p) means no session',
    (body) => {
      expect(() => parseSessionReply(body)).toThrow(NoSessionError);
    },
  );
});
