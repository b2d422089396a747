import { installFakeFetch } from '@/shared/lib/testing';
import type { PlayEvent } from '../lib/play-event';
import { logPlay } from './log-play';

const event = { track_id: 'tr-1', event_type: 'play_start' } as PlayEvent;
const accepted = () => new Response('{"id":"e-1"}', { status: 202 });

describe('logPlay (POST /api/analytics/log-play)', () => {
  test('sends the event as JSON with the bearer token, kept alive', async () => {
    const fetch = installFakeFetch(accepted);
    await logPlay(event, 'token-1');
    const request = fetch.request();
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/analytics/log-play');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.headers.get('Authorization')).toBe('Bearer token-1');
    expect(request.keepalive).toBe(true);
    expect(await request.text()).toBe(JSON.stringify(event));
  });

  test('sends no Authorization header without a token', async () => {
    const fetch = installFakeFetch(accepted);
    await logPlay(event, null);
    await logPlay(event, '');
    expect(fetch.requests).toHaveLength(2);
    for (const request of fetch.requests) expect(request.headers.has('Authorization')).toBe(false);
  });

  test('does not read an accepted reply', async () => {
    const reply = accepted();
    installFakeFetch(() => reply);
    await logPlay(event, null);
    expect(reply.bodyUsed).toBe(false);
  });

  test('a refused event is a failure carrying the server’s reason', async () => {
    const envelope = { statusCode: 400, code: 'PLATFORM.VALIDATION', message: 'Bad event' };
    installFakeFetch(new Response(JSON.stringify(envelope), { status: 400 }));
    await expect(logPlay(event, null)).rejects.toMatchObject({ status: 400, message: 'Bad event' });
  });

  test('a network failure is a failure', async () => {
    installFakeFetch(new TypeError('Failed to fetch'));
    await expect(logPlay(event, null)).rejects.toThrow('Failed to fetch');
  });
});
