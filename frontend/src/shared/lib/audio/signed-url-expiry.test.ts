import { isAudioUrlUsable } from './signed-url-expiry';

const NOW_MS = 1_800_000_000_000;
const signed = (expS: number) =>
  `/api/media/stream/tracks/a%20b.mp3?u=7f0c1a2e-1111-4c22-9d33-444455556666&exp=${expS}&sig=x`;

describe('isAudioUrlUsable', () => {
  test.each<[string, string | null, boolean]>([
    ['no address', null, false],
    ['an empty address', '', false],
    ['valid for an hour', signed(NOW_MS / 1000 + 3600), true],
    ['valid for one more minute', signed(NOW_MS / 1000 + 60), true],
    ['about to expire', signed(NOW_MS / 1000 + 59), false],
    ['expired', signed(NOW_MS / 1000 - 1), false],
    ['without an expiry', 'https://cdn.example/track.mp3', true],
  ])('%s → %s', (_case, url, usable) => {
    expect(isAudioUrlUsable(url, NOW_MS)).toBe(usable);
  });
});
