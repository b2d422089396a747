/** @jest-environment node */
import { loginPath, returnPathFrom, safeReturnPath } from './return-to';

describe('safeReturnPath', () => {
  test.each([
    ['/search?q=rift%20engine', '/search?q=rift%20engine'],
    ['/artist/neon-rift/album/redline#track-3', '/artist/neon-rift/album/redline#track-3'],
    ['/dashboard', '/dashboard'],
    ['/a/../discover', '/discover'],
  ])('keeps the same-origin path %p', (raw, kept) => {
    expect(safeReturnPath(raw)).toBe(kept);
  });

  test.each([
    null,
    '',
    'https://evil.test/',
    'http:/evil.test',
    '//evil.test/path',
    '/\\evil.test',
    '\\\\evil.test',
    '/%0d%0aSet-Cookie:x'.replace('%0d%0a', '\r\n'),
    'javascript:alert(1)',
    ' /search',
    'search',
    '/login?next=/dashboard',
    '/register',
  ])('refuses %p', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  test('refuses an over-long path', () => {
    expect(safeReturnPath(`/${'a'.repeat(3000)}`)).toBeNull();
  });
});

describe('loginPath', () => {
  test('remembers where the visitor was', () => {
    expect(loginPath('/search?q=slipstream rift')).toBe(
      '/login?next=%2Fsearch%3Fq%3Dslipstream%2520rift',
    );
    expect(returnPathFrom(new URLSearchParams('next=%2Fsearch%3Fq%3Dslipstream%2520rift'))).toBe(
      '/search?q=slipstream%20rift',
    );
  });

  test('comes back to the home page too (the login prompt opens there for visitors)', () => {
    expect(loginPath('/')).toBe('/login?next=%2F');
  });

  test('is plain /login from an unsafe place', () => {
    expect(loginPath('//evil.test')).toBe('/login');
    expect(loginPath(null)).toBe('/login');
  });
});
