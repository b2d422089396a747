import {
  checkMediaSignature,
  MEDIA_STREAM_PATH,
  signedUrlTtlSeconds,
  signMediaUrl,
} from './signed-media-url.js';

const SECRET = 'a-test-secret-of-at-least-32-bytes-long!';
const NOW = 1_800_000_000;
const USER = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

/** Splits a signed URL the way the router does: decoded path, query parameters. */
function parse(url: string): { path: string; query: Record<string, string> } {
  const parsed = new URL(url, 'http://encore.test');
  return {
    path: decodeURIComponent(parsed.pathname.slice(MEDIA_STREAM_PATH.length)),
    query: Object.fromEntries(parsed.searchParams),
  };
}

const signed = (path = 'audio/night drive #1.mp3', exp = NOW + 600) =>
  parse(signMediaUrl({ path, user: USER, exp }, SECRET));

describe('signed media URLs', () => {
  it('puts the URL-encoded path under the stream route with u, exp and sig', () => {
    const url = signMediaUrl({ path: 'audio/a b#?.mp3', user: 'anon', exp: NOW }, SECRET);
    expect(url).toMatch(
      /^\/api\/media\/stream\/audio\/a%20b%23%3F\.mp3\?u=anon&exp=1800000000&sig=[\w-]{43}$/,
    );
  });

  it('verifies an untouched URL until it expires, then reports it expired', () => {
    const { path, query } = signed();
    expect(checkMediaSignature(path, query, SECRET, NOW)).toBe('valid');
    expect(checkMediaSignature(path, query, SECRET, NOW + 599)).toBe('valid');
    expect(checkMediaSignature(path, query, SECRET, NOW + 600)).toBe('expired');
  });

  type Signed = ReturnType<typeof signed>;
  // The last base64url character carries two unused bits: flipping between A and B leaves the
  // decoded bytes equal, so this also proves the comparison is on the exact text.
  const flipLast = (text: string): string => text.slice(0, -1) + (text.endsWith('A') ? 'B' : 'A');
  const tampers: [string, (url: Signed) => Signed][] = [
    ['path', ({ path, query }) => ({ path: path.replace('1', '2'), query })],
    ['user', ({ path, query }) => ({ path, query: { ...query, u: 'anon' } })],
    ['exp', ({ path, query }) => ({ path, query: { ...query, exp: String(NOW + 3600) } })],
    [
      'exp with a leading zero',
      ({ path, query }) => ({ path, query: { ...query, exp: `0${query.exp ?? ''}` } }),
    ],
    ['sig', ({ path, query }) => ({ path, query: { ...query, sig: flipLast(query.sig ?? '') } })],
  ];

  it.each(tampers)('rejects a tampered %s as invalid', (_label, tamper) => {
    const { path, query } = tamper(signed());
    expect(checkMediaSignature(path, query, SECRET, NOW)).toBe('invalid');
  });

  it('rejects a URL signed with another secret', () => {
    const { path, query } = signed();
    expect(checkMediaSignature(path, query, `${SECRET}!`, NOW)).toBe('invalid');
  });

  it('rejects a tampered URL as invalid even when it is also expired', () => {
    const { path, query } = signed();
    expect(checkMediaSignature(path, { ...query, u: 'anon' }, SECRET, NOW + 10_000)).toBe(
      'invalid',
    );
  });

  it.each([
    ['no query', {}],
    ['a repeated sig', { u: USER, exp: String(NOW + 600), sig: ['a', 'b'] }],
    ['a short sig', { u: USER, exp: String(NOW + 600), sig: 'abc' }],
    ['a non-numeric exp', { u: USER, exp: 'soon', sig: 'a'.repeat(43) }],
  ])('rejects %s as invalid', (_label, query) => {
    expect(checkMediaSignature('audio/x.mp3', query, SECRET, NOW)).toBe('invalid');
  });

  it('refuses to sign a user that could blur the signed message', () => {
    expect(() => signMediaUrl({ path: 'a.mp3', user: 'x\ny', exp: NOW }, SECRET)).toThrow();
  });

  it('lives for the play time plus ten minutes, at most an hour', () => {
    expect(signedUrlTtlSeconds(30)).toBe(630);
    expect(signedUrlTtlSeconds(184.21)).toBe(785);
    expect(signedUrlTtlSeconds(3000)).toBe(3600);
  });
});
