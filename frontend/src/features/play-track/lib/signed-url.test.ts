/** @jest-environment node */
import { signedUrlExpiresAt } from '@/shared/lib/audio';
import { isReusableUrl } from './signed-url';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const at = (secondsFromNow: number) =>
  `/api/media/stream/audio/a.mp3?u=anon&exp=${NOW / 1000 + secondsFromNow}&sig=abc`;

describe('signed addresses', () => {
  test('expire at their exp parameter (unix seconds)', () => {
    expect(signedUrlExpiresAt(at(90))).toBe(NOW + 90_000);
    expect(signedUrlExpiresAt('https://cdn.example/a.mp3?exp=1790000000#t=3')).toBe(
      1_790_000_000_000,
    );
  });

  test('a presigned S3 GET expires X-Amz-Expires seconds after its X-Amz-Date', () => {
    const presigned = (signedAt: string, expires: number) =>
      `https://media.example/bucket/audio/a.mp3?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=${signedAt}&X-Amz-Expires=${expires}&X-Amz-Signature=abc`;
    expect(signedUrlExpiresAt(presigned('20261122T120000Z', 785))).toBe(NOW + 785_000);
    expect(isReusableUrl(presigned('20261122T120000Z', 785), NOW)).toBe(true);
    expect(isReusableUrl(presigned('20261122T114000Z', 1230), NOW)).toBe(false);
  });

  test.each([
    '/api/media/stream/a.mp3',
    '/a.mp3?exp=soon',
    '/a.mp3?exp=-5',
    '/a.mp3?u=anon',
    '/a.mp3?X-Amz-Date=yesterday&X-Amz-Expires=600',
    '/a.mp3?X-Amz-Date=20261122T120000Z',
  ])('%s has no known expiry', (url) => {
    expect(signedUrlExpiresAt(url)).toBeNull();
    expect(isReusableUrl(url, NOW)).toBe(false);
  });

  test.each([
    [3600, true],
    [61, true],
    [60, false],
    [10, false],
    [-30, false],
  ])('valid for %i s more: reusable %s', (seconds, reusable) => {
    expect(isReusableUrl(at(seconds), NOW)).toBe(reusable);
  });
});
