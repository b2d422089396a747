import { installFakeFetch } from '@/shared/lib/testing';
import { fetchPlayerQueue, savePlayerQueue } from './player-queue-api';

const QUEUE = {
  track_ids: ['6f1c2d3e-0000-4000-8000-000000000001'],
  current_index: 0,
  position_s: 12.5,
  shuffle: false,
  repeat: 'off' as const,
  updated_at: '2026-11-30T09:41:07.250Z',
};

describe('the player queue calls (docs/adr/0048)', () => {
  test('a save is a keepalive PUT of the queue, with the bearer token', async () => {
    const fetch = installFakeFetch(() => new Response(null, { status: 204 }));
    await savePlayerQueue(QUEUE, 'token-1');
    const request = fetch.request();
    expect(request.method).toBe('PUT');
    expect(new URL(request.url).pathname).toBe('/api/me/player-queue');
    expect(request.headers.get('Authorization')).toBe('Bearer token-1');
    expect(request.keepalive).toBe(true);
    expect(await request.json()).toEqual(QUEUE);
  });

  test('a refused save fails (429: too many saves)', async () => {
    installFakeFetch(
      () =>
        new Response(JSON.stringify({ error: { code: 'LISTENING.TOO_MANY_SAVES' } }), {
          status: 429,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await expect(savePlayerQueue(QUEUE, 'token-1')).rejects.toThrow();
  });

  test('a read is a GET with the bearer token, answered with the queue', async () => {
    const reply = { ...QUEUE, tracks: [] };
    const fetch = installFakeFetch(
      () =>
        new Response(JSON.stringify(reply), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await expect(fetchPlayerQueue('token-1')).resolves.toEqual(reply);
    expect(fetch.request().method).toBe('GET');
    expect(fetch.request().headers.get('Authorization')).toBe('Bearer token-1');
  });
});
