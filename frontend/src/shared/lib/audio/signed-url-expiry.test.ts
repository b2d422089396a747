import { isAudioUrlUsable } from './signed-url-expiry';

const NOW_MS = 1_800_000_000_000;
const signed = (expS: number) =>
  `/api/media/stream/tracks/a%20b.mp3?u=7f0c1a2e-1111-4c22-9d33-444455556666&exp=${expS}&sig=x`;

// 1_800_000_000 s is 2027-01-15T08:00:00Z.
const presigned = (signedAt: string, expiresS: number) =>
  `https://media.example/b/a.mp3?X-Amz-Date=${signedAt}&X-Amz-Expires=${expiresS}&X-Amz-Signature=x`;

describe('isAudioUrlUsable', () => {
  test.each<[string, string | null, boolean]>([
    ['no address', null, false],
    ['an empty address', '', false],
    ['valid for an hour', signed(NOW_MS / 1000 + 3600), true],
    ['valid for one more minute', signed(NOW_MS / 1000 + 60), true],
    ['about to expire', signed(NOW_MS / 1000 + 59), false],
    ['expired', signed(NOW_MS / 1000 - 1), false],
    ['without an expiry', 'https://cdn.example/track.mp3', true],
    ['presigned, valid for 10 more minutes', presigned('20270115T074000Z', 1800), true],
    ['presigned, expired', presigned('20270115T073000Z', 600), false],
  ])('%s → %s', (_case, url, usable) => {
    expect(isAudioUrlUsable(url, NOW_MS)).toBe(usable);
  });
});
