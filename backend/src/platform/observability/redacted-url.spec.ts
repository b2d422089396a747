import { redactedUrl } from './redacted-url.js';

describe('the URL a log line shows', () => {
  test.each([
    [
      '/api/media/stream/audio/a.mp3?exp=1&u=x&sig=abc',
      '/api/media/stream/audio/a.mp3?exp=1&u=x&sig=[redacted]',
    ],
    ['/api/public/waitlist/confirm?token=t0k3n', '/api/public/waitlist/confirm?token=[redacted]'],
    ['/register?invite=ABCD-EFGH&next=%2F', '/register?invite=[redacted]&next=%2F'],
    ['/x?Token=a&sig=b&invite=c', '/x?Token=[redacted]&sig=[redacted]&invite=[redacted]'],
  ])('%s → %s', (url, shown) => {
    expect(redactedUrl(url)).toBe(shown);
  });

  test('leaves other parameters and look-alikes alone', () => {
    expect(redactedUrl('/api/search?q=token=1&mysig=2&signature=3')).toBe(
      '/api/search?q=token=1&mysig=2&signature=3',
    );
  });
});
