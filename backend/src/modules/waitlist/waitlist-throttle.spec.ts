import { AppError } from '../../platform/http/index.js';
import type { RateLimiter, WindowCount } from '../../platform/rate-limit/index.js';
import { SUBMISSIONS_PER_IP, WaitlistThrottle } from './waitlist-throttle.js';

/** Counts hits per key like Redis would, with a window that has `resetsInSeconds` left. */
function fakeLimiter(resetsInSeconds: number) {
  const counts = new Map<string, number>();
  const limiter = {
    hit: (key: string): Promise<WindowCount> => {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return Promise.resolve({ count: counts.get(key) ?? 0, resetsInSeconds });
    },
  };
  return { limiter: limiter as unknown as RateLimiter, counts };
}

describe('waitlist rate limits', () => {
  test('the sixth sign-up of an IP is refused with 429, the wait in minutes and Retry-After', async () => {
    const { limiter } = fakeLimiter(421.2);
    const throttle = new WaitlistThrottle(limiter);
    for (let i = 0; i < SUBMISSIONS_PER_IP; i += 1) {
      await throttle.submissionAttempted('fan', '203.0.113.1');
    }
    const refusal = await throttle
      .submissionAttempted('fan', '203.0.113.1')
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: 'WAITLIST.TOO_MANY_SUBMISSIONS',
      kind: 'rate_limited',
      message: 'Too many sign-ups from your network. Please try again in 8 minutes.',
      retryAfterSeconds: 422,
    });
  });

  test('each form and each IP counts on its own; keys hold no address', async () => {
    const { limiter, counts } = fakeLimiter(60);
    const throttle = new WaitlistThrottle(limiter);
    for (let i = 0; i < SUBMISSIONS_PER_IP; i += 1) {
      await throttle.submissionAttempted('fan', '203.0.113.1');
    }
    await expect(throttle.submissionAttempted('artist', '203.0.113.1')).resolves.toBeUndefined();
    await expect(throttle.submissionAttempted('fan', '203.0.113.2')).resolves.toBeUndefined();
    expect([...counts.keys()].join()).not.toContain('203.0.113');
  });

  test('a wait under a minute says "1 minute"', async () => {
    const { limiter } = fakeLimiter(5);
    const throttle = new WaitlistThrottle(limiter);
    for (let i = 0; i < 30; i += 1) await throttle.linkUsed('::1');
    await expect(throttle.linkUsed('::1')).rejects.toMatchObject({
      message: 'Too many attempts from your network. Please try again in 1 minute.',
      retryAfterSeconds: 5,
    });
  });
});
