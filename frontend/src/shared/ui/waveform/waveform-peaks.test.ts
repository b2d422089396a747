import { peaksDurationOf, peaksOf, waveformBars } from './waveform-peaks';

describe('peaksOf', () => {
  test('reads the pipeline’s document', () => {
    expect(peaksOf({ version: 1, durationS: 4, count: 4, peaks: [0, 0.5, 1, 0.25] })).toEqual([
      0, 0.5, 1, 0.25,
    ]);
  });

  test('anything else is no peaks, and odd values are kept inside 0–1', () => {
    expect(peaksOf(null)).toEqual([]);
    expect(peaksOf({ version: 1 })).toEqual([]);
    expect(peaksOf('[0.5]')).toEqual([]);
    expect(peaksOf({ peaks: [2, -1, 'x', Number.NaN] })).toEqual([1, 0, 0, 0]);
  });
});

describe('peaksDurationOf', () => {
  test('reads how long the audio was', () => {
    expect(peaksDurationOf({ version: 1, durationS: 214.6, count: 1, peaks: [0.5] })).toBe(214.6);
  });

  test('a missing, odd or empty duration is unknown', () => {
    expect(peaksDurationOf(null)).toBeNull();
    expect(peaksDurationOf({ peaks: [0.5] })).toBeNull();
    expect(peaksDurationOf({ durationS: '214' })).toBeNull();
    expect(peaksDurationOf({ durationS: 0 })).toBeNull();
    expect(peaksDurationOf({ durationS: Number.POSITIVE_INFINITY })).toBeNull();
  });
});

describe('waveformBars', () => {
  test('pools many peaks into bars, each the loudest of its stretch', () => {
    expect(waveformBars([0.1, 0.9, 0.2, 0.3, 0.5, 0.4], 3)).toEqual([0.9, 0.3, 0.5]);
    expect(waveformBars(Array.from({ length: 1000 }, (_, i) => i / 1000))).toHaveLength(160);
  });

  test('keeps fewer peaks than bars as they are', () => {
    expect(waveformBars([0.2, 0.4], 160)).toEqual([0.2, 0.4]);
    expect(waveformBars([], 160)).toEqual([]);
  });
});
