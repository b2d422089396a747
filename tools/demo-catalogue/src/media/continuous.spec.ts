import { SAMPLE_RATE } from './dsp.js';
import {
  type ContinuousAlbumSpec,
  continuousCuts,
  cutContinuousPcm,
  renderContinuousPcm,
} from './continuous.js';

const spec: ContinuousAlbumSpec = {
  key: 'test-continuous',
  seed: 7,
  pieces: [
    { key: 'test-continuous-01', durationS: 9.3, withPreview: true },
    { key: 'test-continuous-02', durationS: 7.85, withPreview: false },
    { key: 'test-continuous-03', durationS: 11.6, withPreview: true },
  ],
};

/** The largest step between neighbouring samples in [from, to). */
function largestStep(pcm: Float32Array, from: number, to: number): number {
  let largest = 0;
  for (let n = Math.max(1, from); n < to; n += 1)
    largest = Math.max(largest, Math.abs((pcm[n] ?? 0) - (pcm[n - 1] ?? 0)));
  return largest;
}

const rms = (pcm: Float32Array): number =>
  Math.sqrt(pcm.reduce((sum, x) => sum + x * x, 0) / Math.max(1, pcm.length));

describe('continuousCuts', () => {
  it('cuts at round(seconds so far × rate): pieces add up exactly, no boundary drifts', () => {
    expect(continuousCuts([9.3, 7.85, 11.6])).toEqual([297_600, 251_200, 371_200]);
    expect(continuousCuts([0.00001, 0.00002, 0.00002], 32_000)).toEqual([0, 1, 1]);
    const cuts = continuousCuts([47.3, 38.85, 55.6, 41.25, 33.7]);
    expect(cuts.reduce((a, b) => a + b, 0)).toBe(Math.round(216.7 * SAMPLE_RATE));
  });
});

describe('renderContinuousPcm', () => {
  const pcm = renderContinuousPcm(spec);
  const pieces = cutContinuousPcm(spec, pcm);

  it('is as long as the pieces, and the pieces are the signal cut in order', () => {
    expect(pcm.length).toBe(continuousCuts([9.3, 7.85, 11.6]).reduce((a, b) => a + b, 0));
    expect(pieces.map((piece) => piece.length)).toEqual(continuousCuts([9.3, 7.85, 11.6]));
    let offset = 0;
    for (const piece of pieces) {
      expect(piece[0]).toBe(pcm[offset]);
      offset += piece.length;
    }
  });

  it('never falls silent between its fades, and never clips', () => {
    const window = SAMPLE_RATE / 50;
    for (
      let start = 3 * SAMPLE_RATE;
      start + window < pcm.length - 6 * SAMPLE_RATE;
      start += window
    )
      expect(rms(pcm.subarray(start, start + window))).toBeGreaterThan(0.02);
    expect(pcm.reduce((peak, x) => Math.max(peak, Math.abs(x)), 0)).toBeLessThan(0.9);
  });

  it('is smooth: a boundary is no bigger a step than the signal takes anywhere', () => {
    const overall = largestStep(pcm, 1, pcm.length);
    // A sine under smooth envelopes: small steps everywhere, so an inserted gap would stand out.
    expect(overall).toBeLessThan(0.05);
    let boundary = 0;
    for (const piece of pieces.slice(0, -1)) {
      boundary += piece.length;
      expect(Math.abs((pcm[boundary] ?? 0) - (pcm[boundary - 1] ?? 0))).toBeLessThanOrEqual(
        overall,
      );
      // Loud at the boundary: a cut there would be heard (and measured) at once.
      expect(rms(pcm.subarray(boundary - 320, boundary + 320))).toBeGreaterThan(0.05);
    }
  });

  it('is the same signal for the same spec, another for another seed', () => {
    expect(renderContinuousPcm(spec)).toEqual(pcm);
    expect(renderContinuousPcm({ ...spec, seed: 8 })).not.toEqual(pcm);
  });
});
