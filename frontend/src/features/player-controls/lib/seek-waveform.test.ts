import { peaksFitDuration, seekLookOf, valueAfterArrow } from './seek-waveform';

const ready = (peaks: number[], durationS: number | null = 225) => ({
  status: 'ready' as const,
  peaks,
  durationS,
});

describe('seekLookOf', () => {
  test('draws the waveform from usable peaks', () => {
    expect(seekLookOf(ready([0.2, 0.8]), 225)).toEqual({ kind: 'waveform', peaks: [0.2, 0.8] });
  });

  test('keeps the waveform’s room while the peaks load', () => {
    expect(seekLookOf({ status: 'loading' }, 225)).toEqual({ kind: 'loading' });
  });

  test('is the plain bar without peaks, after a failure, with empty peaks or no duration', () => {
    expect(seekLookOf(null, 225)).toEqual({ kind: 'plain' });
    expect(seekLookOf({ status: 'failed' }, 225)).toEqual({ kind: 'plain' });
    expect(seekLookOf(ready([]), 225)).toEqual({ kind: 'plain' });
    expect(seekLookOf(ready([0.5]), 0)).toEqual({ kind: 'plain' });
  });

  test('is the plain bar for a preview: the peaks are the whole track’s', () => {
    expect(seekLookOf(ready([0.5], 225), 30)).toEqual({ kind: 'plain' });
  });
});

describe('peaksFitDuration', () => {
  test('the same audio, give or take the encoder’s padding', () => {
    expect(peaksFitDuration(225, 225)).toBe(true);
    expect(peaksFitDuration(225.4, 224)).toBe(true);
    expect(peaksFitDuration(3600, 3660)).toBe(true);
    expect(peaksFitDuration(null, 30)).toBe(true);
  });

  test('other audio', () => {
    expect(peaksFitDuration(225, 30)).toBe(false);
    expect(peaksFitDuration(40, 30)).toBe(false);
  });
});

describe('valueAfterArrow', () => {
  const seek = { keyStep: 5, step: 1, max: 225 };

  test('right and up go forward, left and down go back, by the key step', () => {
    expect(valueAfterArrow('ArrowRight', false, 62, seek)).toBe(67);
    expect(valueAfterArrow('ArrowUp', false, 62, seek)).toBe(67);
    expect(valueAfterArrow('ArrowLeft', false, 62, seek)).toBe(57);
    expect(valueAfterArrow('ArrowDown', false, 62, seek)).toBe(57);
  });

  test('lands on the slider’s steps and stays inside the track', () => {
    expect(valueAfterArrow('ArrowRight', false, 62.4, seek)).toBe(67);
    expect(valueAfterArrow('ArrowRight', false, 222, seek)).toBe(225);
    expect(valueAfterArrow('ArrowLeft', false, 3, seek)).toBe(0);
  });

  test('leaves other keys, and Shift with an arrow, to the slider', () => {
    expect(valueAfterArrow('Home', false, 62, seek)).toBeNull();
    expect(valueAfterArrow('PageUp', false, 62, seek)).toBeNull();
    expect(valueAfterArrow('ArrowRight', true, 62, seek)).toBeNull();
  });
});
