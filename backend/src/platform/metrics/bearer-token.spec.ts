import { bearerMatches } from './bearer-token.js';

describe('bearerMatches', () => {
  const token = 'a'.repeat(40);

  it('accepts the configured token, whatever the scheme case', () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['another scheme', `Basic ${token}`],
    ['a scheme without a token', 'Bearer '],
    ['a wrong token', `Bearer ${'b'.repeat(40)}`],
    ['a prefix of the token', `Bearer ${token.slice(0, 20)}`],
    ['the token and more', `Bearer ${token}x`],
  ])('refuses %s', (_label, header) => {
    expect(bearerMatches(header, token)).toBe(false);
  });
});
