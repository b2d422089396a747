import { decodeMp3 } from '@encore/backend/testing';
import { SAMPLE_RATE } from './dsp.js';
import { encodeMp3Frames } from './mp3.js';
import { excerptMp3, parseFrames, SAMPLES_PER_FRAME } from './mp3-excerpt.js';
import { renderTrackPcm } from './render-track.js';
import { withXingHeader } from './xing-header.js';

describe('MP3 frame tools', () => {
  let frames: Uint8Array;
  beforeAll(async () => {
    frames = await encodeMp3Frames(renderTrackPcm({ seed: 4, genre: 'house', durationS: 20 }).pcm);
  });

  it('prepends a Xing header that counts frames and bytes', () => {
    const file = withXingHeader(frames);
    const { frames: list, sampleRate, channels } = parseFrames(file);
    expect({ sampleRate, channels }).toEqual({ sampleRate: SAMPLE_RATE, channels: 1 });
    const header = list[0];
    const tag = file.subarray((header?.offset ?? 0) + 21, (header?.offset ?? 0) + 37);
    const view = new DataView(tag.buffer, tag.byteOffset, tag.byteLength);
    expect(Buffer.from(tag.subarray(0, 4)).toString('latin1')).toBe('Xing');
    expect(view.getUint32(8)).toBe(list.length - 1);
    expect(view.getUint32(12)).toBe(file.length);
  });

  it('decodes the tagged file to the encoded length (the header frame adds no audio)', async () => {
    const decoded = await decodeMp3(withXingHeader(frames));
    expect(decoded.errorCount).toBe(0);
    // At least the 20 s rendered, at most the frames' length: no extra frame of silence in front.
    expect(decoded.durationS).toBeGreaterThanOrEqual(20);
    expect(decoded.durationS).toBeLessThanOrEqual(
      (parseFrames(frames).frames.length * SAMPLES_PER_FRAME) / SAMPLE_RATE,
    );
  });

  it('cuts a clean excerpt with fades, without re-encoding', async () => {
    const { data, frameCount } = excerptMp3(frames, 100, 200, 10, 20);
    expect(frameCount).toBe(201);
    const decoded = await decodeMp3(data);
    expect(decoded.errorCount).toBe(0);
    expect(decoded.samples.length).toBe(201 * SAMPLES_PER_FRAME);
    const level = (from: number, to: number): number => {
      let sum = 0;
      for (let i = from; i < to; i++) sum += (decoded.samples[i] ?? 0) ** 2;
      return Math.sqrt(sum / (to - from));
    };
    const frame = SAMPLES_PER_FRAME;
    expect(level(0, frame)).toBeLessThan(0.001); // the muted lead-in frame
    expect(level(2 * frame, 4 * frame)).toBeLessThan(level(60 * frame, 120 * frame));
    expect(level(199 * frame, 201 * frame)).toBeLessThan(level(60 * frame, 120 * frame) / 10);
  });
});
