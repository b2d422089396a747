// Fixtures for stories and tests (original to this project). The public index exports them so that
// other slices need not copy them; nothing in the app imports them, so the build leaves them out,
// as long as every top-level call here carries a pure annotation (Rollup keeps unmarked calls).
import { parseLrc } from '@/entities/lyric';
import type { LyricsState } from '../lib/lyrics-state';

/** Demo lyrics: the chorus starts at 0:34. */
const HARBOUR_LIGHTS = `[ti:Harbour Lights]
[ar:Neon Harbor]
[00:08.32] The ferry horn is calling out across the water
[00:13.10] Orange lamps are shaking on the tide
[00:17.88] I clocked off at midnight with the engine oil still on me
[00:22.66] And the whole town glowing on the other side
[00:27.44]
[00:34.61] Harbour lights, harbour lights
[00:39.39] Keep me up through the longest night
[00:44.17] Harbour lights, harbour lights
[00:48.95] Every window burning bright
[00:53.73]
[01:00.90] Gulls asleep on the railings, radio low
[01:05.68] Nowhere I need to be and nowhere to go`;

export const SYNCED_LYRICS: LyricsState = {
  status: 'synced',
  lines: /* @__PURE__ */ parseLrc(HARBOUR_LIGHTS),
};

const PLAIN_TEXT = `Running down the high street with my laces undone
Watching the number fifteen pulling out of the sun

Last bus to Southsea, gone without me
Leaving me the long way round`;

export const PLAIN_LYRICS: LyricsState = { status: 'plain', text: PLAIN_TEXT };
export const FALLBACK_LYRICS: LyricsState = { status: 'fallback', text: PLAIN_TEXT };
export const LOADING_LYRICS: LyricsState = { status: 'loading' };
export const NO_LYRICS: LyricsState = { status: 'none', message: 'No lyrics found.' };

/**
 * A `fetch` that answers like the lyrics service: two timed lines, at 0:10 and 1:30. In a test:
 * `jest.spyOn(globalThis, 'fetch').mockImplementation(lyricsServiceReply)`.
 */
export function lyricsServiceReply(): Promise<Response> {
  const reply = {
    syncedLyrics: '[00:10.00] Lanterns on the water\n[01:30.00] The harbour falls asleep',
    plainLyrics: null,
  };
  const headers = { 'content-type': 'application/json' };
  return Promise.resolve(new Response(JSON.stringify(reply), { headers }));
}
