import { lyricsStateOf } from './lyrics-state';

describe('lyricsStateOf', () => {
  test('synced when the timing parses', () => {
    expect(lyricsStateOf({ syncedLyrics: '[00:01.00] a', plainLyrics: 'a' })).toEqual({
      status: 'synced',
      lines: [{ time: 1, text: 'a' }],
    });
  });

  test('plain when there is no usable timing but plain text', () => {
    for (const syncedLyrics of [null, 'no timing here', '[00:01.00]\n[00:02.00]']) {
      expect(lyricsStateOf({ syncedLyrics, plainLyrics: ' words \n' })).toEqual({
        status: 'plain',
        text: 'words',
      });
    }
  });

  test("fallback: synced lyrics whose timing can't be read, shown as their words", () => {
    expect(lyricsStateOf({ syncedLyrics: '(0:01) a\n(0:02) b', plainLyrics: null })).toEqual({
      status: 'fallback',
      text: '(0:01) a\n(0:02) b',
    });
    expect(lyricsStateOf({ syncedLyrics: '[ar:x]\nwords', plainLyrics: null })).toEqual({
      status: 'fallback',
      text: 'words',
    });
  });

  test('none when nothing is left to show', () => {
    expect(lyricsStateOf({ syncedLyrics: '[ar:x]\n[00:01.00]', plainLyrics: null })).toEqual({
      status: 'none',
      message: 'Lyrics not found in response',
    });
  });
});
