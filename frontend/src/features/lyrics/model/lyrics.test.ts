import { jest } from '@jest/globals';
import { allSettled, fork } from 'effector';
import {
  type FetchLyricsParams,
  LyricsNotFoundError,
  type LyricsReply,
  LyricsUnavailableError,
} from '../api/fetch-lyrics';
import type { LyricsTrackInput } from '../lib/lyrics-track';
import { $lyrics, fetchLyricsFx, lyricsRequested } from './lyrics';

const track = (id: string, fields: Partial<LyricsTrackInput> = {}): LyricsTrackInput => ({
  id,
  artistName: 'Neon Harbor',
  title: `Track ${id}`,
  albumName: 'Afterglow Boulevard',
  duration: 104,
  ...fields,
});
const SYNCED: LyricsReply = { syncedLyrics: '[00:01.00] a\n[00:02.00] b', plainLyrics: 'a\nb' };

type Handler = (params: FetchLyricsParams) => Promise<LyricsReply>;

function setup(handler: Handler) {
  const fetchLyrics = jest.fn(handler);
  const scope = fork({ handlers: [[fetchLyricsFx, fetchLyrics]] });
  const request = (input: LyricsTrackInput | null) =>
    allSettled(lyricsRequested, { scope, params: input });
  return { scope, fetchLyrics, request, state: () => scope.getState($lyrics) };
}

/** A call the test answers by hand (or that rejects with AbortError when aborted, as fetch does). */
function deferredCalls() {
  const answers = new Map<string, (reply: LyricsReply) => void>();
  const handler: Handler = ({ track: input, signal }) =>
    new Promise((resolve, reject) => {
      answers.set(input.id, resolve);
      signal.addEventListener('abort', () => {
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      });
    });
  return { handler, answer: (id: string, reply: LyricsReply) => answers.get(id)?.(reply) };
}

describe('lyrics model', () => {
  test('null until a track is requested, loading, then synced lines', async () => {
    const { handler, answer } = deferredCalls();
    const { request, state } = setup(handler);
    expect(state()).toBeNull();
    const settled = request(track('1'));
    expect(state()).toEqual({ status: 'loading' });
    answer('1', SYNCED);
    await settled;
    expect(state()).toEqual({
      status: 'synced',
      lines: [
        { time: 1, text: 'a' },
        { time: 2, text: 'b' },
      ],
    });
  });

  test.each<[string, () => Promise<LyricsReply>, unknown]>([
    [
      'plain',
      () => Promise.resolve({ syncedLyrics: null, plainLyrics: 'words' }),
      { status: 'plain', text: 'words' },
    ],
    [
      'fallback',
      () => Promise.resolve({ syncedLyrics: 'untimed', plainLyrics: null }),
      { status: 'fallback', text: 'untimed' },
    ],
    [
      '404',
      () => Promise.reject(new LyricsNotFoundError()),
      { status: 'none', message: 'No lyrics found.' },
    ],
    [
      'no lyrics in the reply',
      () => Promise.reject(new LyricsUnavailableError('Lyrics not found in response')),
      { status: 'none', message: 'Lyrics not found in response' },
    ],
  ])('%s', async (_case, reply, expected) => {
    const { request, state } = setup(reply);
    await request(track('1'));
    expect(state()).toEqual(expected);
  });

  test('"Missing artist or title" without a call', async () => {
    const { request, state, fetchLyrics } = setup(() => Promise.resolve(SYNCED));
    await request(track('1', { artistName: ' ' }));
    expect(state()).toEqual({ status: 'none', message: 'Missing artist or title' });
    expect(fetchLyrics).not.toHaveBeenCalled();
  });

  test('answers are kept for the session: a track played again shows at once', async () => {
    const { request, state, fetchLyrics } = setup(() => Promise.reject(new LyricsNotFoundError()));
    await request(track('1'));
    fetchLyrics.mockImplementation(() => Promise.resolve(SYNCED));
    await request(track('2'));
    const again = request(track('1'));
    expect(state()).toEqual({ status: 'none', message: 'No lyrics found.' });
    await again;
    expect(fetchLyrics.mock.calls.map(([params]) => params.track.id)).toEqual(['1', '2']);
  });

  test('a failed call shows "No lyrics found." and is asked again next time', async () => {
    const { request, state, fetchLyrics } = setup(() => Promise.reject(new Error('offline')));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await request(track('1'));
    expect(state()).toEqual({ status: 'none', message: 'No lyrics found.' });
    expect(warn).toHaveBeenCalledWith('Lyrics could not be loaded', new Error('offline'));
    await request(track('1'));
    expect(fetchLyrics).toHaveBeenCalledTimes(2);
  });

  test('a newer track aborts the older call, whose answer is ignored', async () => {
    const { handler, answer } = deferredCalls();
    const { request, state, fetchLyrics } = setup(handler);
    const first = request(track('1'));
    const second = request(track('2'));
    const [firstCall, secondCall] = fetchLyrics.mock.calls.map(([params]) => params);
    expect(firstCall?.signal.aborted).toBe(true);
    expect(secondCall?.signal.aborted).toBe(false);

    answer('1', { syncedLyrics: null, plainLyrics: 'stale' });
    answer('2', { syncedLyrics: null, plainLyrics: 'current' });
    await Promise.all([first, second]);
    expect(state()).toEqual({ status: 'plain', text: 'current' });
  });

  test('a late answer for an older track never overwrites the current one', async () => {
    // A service that ignores the abort and answers anyway, after the newer call did.
    const resolvers: ((reply: LyricsReply) => void)[] = [];
    const { request, state } = setup(
      () =>
        new Promise((resolve) => {
          resolvers.push(resolve);
        }),
    );
    const first = request(track('1'));
    const second = request(track('2'));
    resolvers[1]?.({ syncedLyrics: null, plainLyrics: 'current' });
    resolvers[0]?.({ syncedLyrics: null, plainLyrics: 'stale' });
    await Promise.all([first, second]);
    expect(state()).toEqual({ status: 'plain', text: 'current' });
  });

  test('null clears the lyrics and aborts the call in flight', async () => {
    const { handler } = deferredCalls();
    const { request, state, fetchLyrics } = setup(handler);
    const pending = request(track('1'));
    await request(null);
    await pending;
    expect(fetchLyrics.mock.calls[0]?.[0].signal.aborted).toBe(true);
    expect(state()).toBeNull();
  });
});
