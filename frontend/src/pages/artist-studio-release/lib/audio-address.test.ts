import { usableAudio } from './audio-address';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const audioUntil = (iso: string) => ({ url: '/api/media/stream/x?u=studio-1', expires_at: iso });

describe('usableAudio', () => {
  test('reuses an address that outlasts the window with a minute to spare', () => {
    const audio = audioUntil('2026-11-27T10:01:31Z');
    expect(usableAudio(audio, 30, NOW)).toBe(audio);
  });

  test('asks again for one about to expire, an unreadable one, or none', () => {
    expect(usableAudio(audioUntil('2026-11-27T10:01:30Z'), 30, NOW)).toBeNull();
    expect(usableAudio(audioUntil('soon'), 30, NOW)).toBeNull();
    expect(usableAudio(undefined, 30, NOW)).toBeNull();
  });
});
