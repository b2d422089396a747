import { formatLrcTime, parseLrc, toLrc } from './lrc.js';

describe('LRC', () => {
  it('formats times as mm:ss.xx, carrying rounded hundredths into the next second', () => {
    expect(formatLrcTime(0)).toBe('00:00.00');
    expect(formatLrcTime(65.5)).toBe('01:05.50');
    expect(formatLrcTime(59.999)).toBe('01:00.00');
  });

  it('spreads lines after an intro, leaves a gap between stanzas and ends before the track does', () => {
    const lines = parseLrc(toLrc('one\ntwo\n\nthree\nfour', 100));
    expect(lines.map((l) => l.text)).toEqual(['one', 'two', 'three', 'four']);
    expect(lines[0]?.timeS).toBe(8);
    expect(lines.at(-1)?.timeS).toBe(88);
    const [a = 0, b = 0, c = 0, d = 0] = lines.map((l) => l.timeS);
    expect(c - b).toBeGreaterThan(b - a);
    expect(d - c).toBeCloseTo(b - a, 1);
  });

  it('rejects a line without a timestamp', () => {
    expect(() => parseLrc('[00:01.00] fine\nnot timed')).toThrow('LRC line 2 is malformed');
  });
});
