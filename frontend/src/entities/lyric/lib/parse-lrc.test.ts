import { activeLineIndex, type LyricLine, parseLrc, stripLrcTags } from './parse-lrc';

const line = (time: number, text: string): LyricLine => ({ time, text });

describe('parseLrc', () => {
  test.each<[string, string, LyricLine[]]>([
    ['[mm:ss.xx]', '[00:12.34] Hello', [line(12.34, 'Hello')]],
    ['[mm:ss]', '[01:05] Whole seconds', [line(65, 'Whole seconds')]],
    ['[mm:ss.xxx]', '[00:01.250] Milliseconds', [line(1.25, 'Milliseconds')]],
    ['[m:ss.x]', '[2:03.5] Tenths', [line(123.5, 'Tenths')]],
    ['[mm:ss:xx]', '[00:10:50] Colon fraction', [line(10.5, 'Colon fraction')]],
    ['long songs', '[120:00.00] Two hours in', [line(7200, 'Two hours in')]],
    ['no space after the tag', '[00:03.00]Tight', [line(3, 'Tight')]],
    ['bare "mm:ss.xx text" (spec §3)', '00:04.20 Bare form', [line(4.2, 'Bare form')]],
    ['a time in the words', '[00:05.00] 10:30 train', [line(5, '10:30 train')]],
    [
      'word timings stripped',
      '[00:06.00] <00:06.00>Word <00:06.50>by word',
      [line(6, 'Word by word')],
    ],
    [
      'several times on one line',
      '[00:12.00][00:45.10]chorus',
      [line(12, 'chorus'), line(45.1, 'chorus')],
    ],
    [
      'an empty timed line is a gap',
      '[00:01.00] a\n[00:02.00]\n[00:03.00] b',
      [line(1, 'a'), line(2, ''), line(3, 'b')],
    ],
    [
      'metadata ignored',
      '[ar:Neon Harbor]\n[ti:Harbour Lights]\n[al:Afterglow]\n[length: 01:44]\n[by:someone]\n[00:01.00] a',
      [line(1, 'a')],
    ],
    ['lines without a time ignored', 'Intro text\n[00:01.00] a\nstray words', [line(1, 'a')]],
    ['blank lines ignored', '\n\n[00:01.00] a\n   \n[00:02.00] b\n', [line(1, 'a'), line(2, 'b')]],
    [
      'CRLF and CR',
      '[00:01.00] a\r\n[00:02.00] b\r[00:03.00] c',
      [line(1, 'a'), line(2, 'b'), line(3, 'c')],
    ],
    [
      'sorted by time',
      '[00:30.00] later\n[00:10.00] sooner',
      [line(10, 'sooner'), line(30, 'later')],
    ],
    [
      'equal times keep their order',
      '[00:10.00] one\n[00:10.00] two',
      [line(10, 'one'), line(10, 'two')],
    ],
    ['a positive offset brings lines earlier', '[offset:+500]\n[00:10.00] a', [line(9.5, 'a')]],
    ['a negative offset makes them later', '[offset:-1500]\n[00:10.00] a', [line(11.5, 'a')]],
    ['never before 0', '[offset:2000]\n[00:01.00] a', [line(0, 'a')]],
    ['an offset given at the end', '[00:10.00] a\n[offset: 250]', [line(9.75, 'a')]],
    ['an unreadable offset is 0', '[offset:soon]\n[00:10.00] a', [line(10, 'a')]],
    ['nothing', '', []],
    ['no timing at all', 'just\nplain words', []],
  ])('%s', (_case, lrc, expected) => {
    const lines = parseLrc(lrc);
    expect(lines.map((l) => l.text)).toEqual(expected.map((l) => l.text));
    lines.forEach((parsed, index) => {
      expect(parsed.time).toBeCloseTo(expected[index]?.time ?? NaN, 6);
    });
  });
});

describe('stripLrcTags', () => {
  test('keeps the words, drops times and headers', () => {
    expect(stripLrcTags('[ti:x]\r\n[00:01.00] a\n\n\n\n[00:02.00][00:03.00] b\nc')).toBe(
      'a\n\nb\nc',
    );
  });
});

describe('activeLineIndex', () => {
  const lines = [line(5, 'a'), line(10, 'b'), line(10, 'b2'), line(20, 'c')];

  test.each([
    [0, -1],
    [4.99, -1],
    [5, 0],
    [9.99, 0],
    [10, 2],
    [19.5, 2],
    [20, 3],
    [999, 3],
    [-1, -1],
  ])('at %s s → %s', (seconds, expected) => {
    expect(activeLineIndex(lines, seconds)).toBe(expected);
  });

  test('no lines → -1; one line', () => {
    expect(activeLineIndex([], 10)).toBe(-1);
    expect(activeLineIndex([line(3, 'x')], 3)).toBe(0);
  });
});
