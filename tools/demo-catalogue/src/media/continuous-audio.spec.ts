import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { fragmentSampleDurations } from '@encore/backend/testing';
import { locateMediaTools } from '@encore/backend/tools';

import { renderContinuousAudio } from './continuous-audio.js';
import { type ContinuousAlbumSpec, continuousCuts, renderContinuousPcm } from './continuous.js';
import type { AacEncoder } from './aac.js';
import type { RenderedTrackAudio } from './track-types.js';

const run = promisify(execFile);

const spec: ContinuousAlbumSpec = {
  key: 'spec-continuous',
  seed: 11,
  pieces: [
    { key: 'spec-continuous-01', durationS: 8.3, withPreview: false },
    { key: 'spec-continuous-02', durationS: 6.85, withPreview: false },
    { key: 'spec-continuous-03', durationS: 9.6, withPreview: false },
  ],
};

/** The AAC decoded by ffmpeg: every sample it holds, priming and padding included. */
async function decodeAac(ffmpeg: string, file: string): Promise<Float32Array> {
  const { stdout } = await run(ffmpeg, ['-v', 'error', '-i', file, '-f', 'f32le', 'pipe:1'], {
    encoding: 'buffer',
    maxBuffer: 256 * 1024 * 1024,
  });
  const bytes = Uint8Array.from(stdout);
  return new Float32Array(bytes.buffer, 0, bytes.byteLength / 4);
}

const largestStep = (pcm: Float32Array): number => {
  let largest = 0;
  for (let n = 1; n < pcm.length; n += 1)
    largest = Math.max(largest, Math.abs((pcm[n] ?? 0) - (pcm[n - 1] ?? 0)));
  return largest;
};

describe('renderContinuousAudio', () => {
  let ffmpeg: string;
  let encoder: AacEncoder;
  let root: string;
  let pieces: RenderedTrackAudio[];
  let decoded: Float32Array[];

  beforeAll(async () => {
    const tools = await locateMediaTools(process.env);
    ffmpeg = tools.ffmpeg.path;
    encoder = { path: ffmpeg, fullFrames: tools.fullAacFrames };
    root = await mkdtemp(join(tmpdir(), 'encore-continuous-'));
    pieces = await renderContinuousAudio([spec], root, { ffmpeg: encoder });
    decoded = await Promise.all(
      pieces.map((piece) => decodeAac(ffmpeg, join(root, piece.aac.path))),
    );
  }, 120_000);

  afterAll(() => rm(root, { recursive: true, force: true }));

  it('cuts the album at sample-exact boundaries, each piece with its gapless facts', async () => {
    expect(pieces.map((piece) => piece.key)).toEqual(spec.pieces.map((piece) => piece.key));
    const cuts = continuousCuts(spec.pieces.map((piece) => piece.durationS));
    expect(pieces.map((piece) => piece.aac.samples)).toEqual(cuts);
    // The first piece starts the album from silence; the others hear 2,048 samples before them.
    expect(pieces.map((piece) => piece.aac.primingSamples)).toEqual([1024, 3072, 3072]);
    for (const [index, piece] of pieces.entries()) {
      const { primingSamples, samples, paddingSamples } = piece.aac;
      // What the file holds is exactly priming + audio + padding, in whole frames.
      expect(decoded[index]?.length).toBe(primingSamples + samples + paddingSamples);
      expect((primingSamples + samples + paddingSamples) % 1024).toBe(0);
      const durations = await fragmentSampleDurations(join(root, piece.aac.path));
      expect(durations.reduce((sum, duration) => sum + duration, 0)).toBe(
        primingSamples + samples + paddingSamples,
      );
      expect(piece.durationS).toBeCloseTo(samples / 32_000, 2);
    }
  });

  it('plays back unbroken when each piece is trimmed by its facts and the pieces are joined', () => {
    const original = renderContinuousPcm(spec);
    const joined = new Float32Array(original.length);
    let offset = 0;
    const boundaries: number[] = [];
    for (const [index, piece] of pieces.entries()) {
      const { primingSamples, samples } = piece.aac;
      joined.set(decoded[index]?.subarray(primingSamples, primingSamples + samples) ?? [], offset);
      offset += samples;
      boundaries.push(offset);
    }
    expect(offset).toBe(original.length);
    let error = 0;
    for (let n = 0; n < joined.length; n += 1)
      error = Math.max(error, Math.abs((joined[n] ?? 0) - (original[n] ?? 0)));
    // AAC is lossy, but nowhere — boundaries included — off by more than a trace.
    expect(error).toBeLessThan(0.01);
    const ownStep = largestStep(original);
    for (const boundary of boundaries.slice(0, -1)) {
      const step = Math.abs((joined[boundary] ?? 0) - (joined[boundary - 1] ?? 0));
      expect(step).toBeLessThanOrEqual(ownStep);
    }
  });

  it('writes each piece’s waveform and loudness, and renders nothing a second time', async () => {
    for (const piece of pieces) {
      const peaks = JSON.parse(await readFile(join(root, piece.peaksPath), 'utf8')) as {
        count: number;
      };
      expect(peaks.count).toBe(1000);
      expect(piece.loudness.integratedLufs).toBeLessThan(-8);
      expect(piece.loudness.trackGainDb + (piece.loudness.truePeakDbtp ?? 0)).toBeLessThanOrEqual(
        -1 + 1e-9,
      );
    }
    const before = await stat(join(root, pieces[0]?.aac.path ?? ''));
    expect(await renderContinuousAudio([spec], root, { ffmpeg: encoder })).toEqual(pieces);
    expect((await stat(join(root, pieces[0]?.aac.path ?? ''))).mtimeMs).toBe(before.mtimeMs);
  });
});
