import { PeakMeter } from './waveform-peaks.js';

/** Interleaved s16le PCM of `frames` frames; `sample(frame, channel)` gives each value. */
function pcm(frames: number, channels: number, sample: (frame: number, channel: number) => number) {
  const bytes = new Uint8Array(frames * channels * 2);
  const view = new DataView(bytes.buffer);
  for (let frame = 0; frame < frames; frame += 1) {
    for (let channel = 0; channel < channels; channel += 1) {
      view.setInt16((frame * channels + channel) * 2, sample(frame, channel), true);
    }
  }
  return bytes;
}

describe('PeakMeter', () => {
  test('gives 1,000 points of the loudest sample of either channel, from 0 to 1', () => {
    const frames = 44_100 * 10;
    const meter = new PeakMeter(2, frames);
    // Left channel quiet, right channel loud in the second half only; one negative full-scale click.
    meter.push(
      pcm(frames, 2, (frame, channel) => {
        if (frame === 1234) return -32768;
        if (channel === 0) return 3277;
        return frame >= frames / 2 ? 16384 : 0;
      }),
    );
    const peaks = meter.peaks();
    expect(peaks).toHaveLength(1000);
    expect(meter.frames).toBe(frames);
    expect(peaks[2]).toBe(1);
    expect(peaks[10]).toBe(0.1);
    expect(peaks[999]).toBe(0.5);
    expect(new Set(peaks.slice(0, 490).filter((_, i) => i !== 2))).toEqual(new Set([0.1]));
  });

  test('counts every frame of PCM split at odd byte boundaries', () => {
    const frames = 30_000;
    const bytes = pcm(frames, 2, (frame) => (frame % 100) * 100);
    const meter = new PeakMeter(2, frames);
    for (let at = 0; at < bytes.length; at += 4097) meter.push(bytes.subarray(at, at + 4097));
    expect(meter.frames).toBe(frames);
    expect(Math.max(...meter.peaks())).toBeCloseTo(9900 / 32768, 3);
  });

  test('still gives about 1,000 points when the length was misjudged', () => {
    const longer = new PeakMeter(1, 10_000);
    longer.push(pcm(25_000, 1, () => 100));
    expect(longer.peaks()).toHaveLength(1000);
    const unknown = new PeakMeter(1, 0);
    unknown.push(pcm(8000, 1, () => 100));
    expect(unknown.peaks()).toHaveLength(1000);
  });

  test('gives one point a frame for a track shorter than 1,000 frames, none for no audio', () => {
    const tiny = new PeakMeter(1, 300);
    tiny.push(pcm(300, 1, (frame) => frame));
    expect(tiny.peaks()).toHaveLength(300);
    expect(new PeakMeter(2, 0).peaks()).toEqual([]);
  });
});
