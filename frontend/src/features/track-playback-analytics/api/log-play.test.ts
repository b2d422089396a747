import { jest } from '@jest/globals';
import type { PlayEvent } from '../lib/play-event';
import { logPlay } from './log-play';

const event = { track_id: 'tr-1', event_type: 'play_start' } as PlayEvent;

function fakeFetch(response: Response | Error) {
  const fetchMock = jest.fn((_url: string, _init: RequestInit) =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
  return fetchMock;
}

describe('logPlay (POST /api/analytics/log-play)', () => {
  test('sends the event as JSON with the bearer token, kept alive', async () => {
    const fetchMock = fakeFetch(new Response(null, { status: 202 }));
    await logPlay(event, 'token-1');
    expect(fetchMock).toHaveBeenCalledWith('/api/analytics/log-play', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer token-1' },
      body: JSON.stringify(event),
      keepalive: true,
    });
  });

  test('sends no Authorization header without a token', async () => {
    const fetchMock = fakeFetch(new Response(null, { status: 202 }));
    await logPlay(event, null);
    await logPlay(event, '');
    for (const [, init] of fetchMock.mock.calls) {
      expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    }
  });

  test('does not read the reply, but a refused event is a failure', async () => {
    const reply = new Response('{"statusCode":400}', { status: 400 });
    const read = jest.spyOn(reply, 'json');
    fakeFetch(reply);
    await expect(logPlay(event, null)).rejects.toThrow('status 400');
    expect(read).not.toHaveBeenCalled();
    expect(reply.bodyUsed).toBe(false);
  });
});
