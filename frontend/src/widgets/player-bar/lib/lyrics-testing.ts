import { jest } from '@jest/globals';

/** Only this slice's tests import this: the lyrics service answers with two timed lines. */
export function answerLyrics() {
  const reply = {
    syncedLyrics: '[00:10.00] Lanterns on the water\n[01:30.00] The harbour falls asleep',
    plainLyrics: null,
  };
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify(reply), { headers: { 'content-type': 'application/json' } }),
      ),
    );
}
