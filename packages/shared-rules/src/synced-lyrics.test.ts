import { syncedLyricsProblem } from './synced-lyrics.js';

describe('syncedLyricsProblem', () => {
  it('accepts timed lines, several times on a line, headers, blank lines and gaps', () => {
    const lrc = [
      '[ar:Ghost Orchard]',
      '[ti:Headlights]',
      '',
      '[00:12.00] Headlights on the motorway',
      '[00:15.5][01:20.25] Chorus line',
      '[00:18:30]',
      '[02:01.123]Last line',
    ].join('\r\n');
    expect(syncedLyricsProblem(lrc)).toBeNull();
  });

  test.each([
    ['a line without a time', '[00:01.00] one\nplain words', /^Line 2 has no time/],
    ['seconds past 59', '[00:61.00] too late', /^Line 1: "\[00:61\.00\]" is not a time/],
    ['headers only', '[ar:Someone]\n\n', /at least one timed line/],
    ['plain lyrics', 'Just the words\nof a song', /^Line 1 has no time/],
    ['nothing', '', /at least one timed line/],
  ])('refuses %s', (_case, lrc, reason) => {
    expect(syncedLyricsProblem(lrc)).toMatch(reason);
  });
});
