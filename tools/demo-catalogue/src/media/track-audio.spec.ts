import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { decodeMp3File, type DecodedAudio, fragmentSampleDurations } from '@encore/backend/testing';
import { locateMediaTools } from '@encore/backend/tools';
import { type AacEncoder, renderTrackAudio } from './index.js';
import type { RenderedTrackAudio, TrackAudioSpec } from './index.js';

/** Every file under `root` with its size and modification time, to tell whether any was written. */
async function filesWithTimes(root: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const info = await stat(path);
    files[path] = `${info.size} bytes, modified ${info.mtimeMs}`;
  }
  return files;
}

/** Loudness and "is this music?" measures, computed on decoded audio. */
function rms(samples: Float32Array): number {
  let sum = 0;
  for (const value of samples) sum += value * value;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

/** Share of the signal's RMS below / above a cut-off, through two cascaded one-pole filters. */
function bandShare(
  samples: Float32Array,
  sampleRate: number,
  cutoffHz: number,
  band: 'low' | 'high',
): number {
  const a = 1 - Math.exp((-2 * Math.PI * cutoffHz) / sampleRate);
  const out = new Float32Array(samples.length);
  let s1 = 0;
  let s2 = 0;
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i] ?? 0;
    s1 += a * (x - s1);
    if (band === 'low') {
      s2 += a * (s1 - s2);
      out[i] = s2;
    } else {
      const firstStage = x - s1;
      s2 += a * (firstStage - s2);
      out[i] = firstStage - s2;
    }
  }
  return rms(out) / Math.max(1e-9, rms(samples));
}

/** Coefficient of variation of the zero-crossing rate over half-second windows (0 for a steady tone). */
function zeroCrossingVariation(samples: Float32Array, sampleRate: number): number {
  const window = Math.round(sampleRate / 2);
  const rates: number[] = [];
  for (let start = 0; start + window <= samples.length; start += window) {
    let crossings = 0;
    for (let i = start + 1; i < start + window; i++)
      if ((samples[i - 1] ?? 0) < 0 !== (samples[i] ?? 0) < 0) crossings++;
    rates.push(crossings / window);
  }
  const mean = rates.reduce((sum, rate) => sum + rate, 0) / Math.max(1, rates.length);
  const variance =
    rates.reduce((sum, rate) => sum + (rate - mean) ** 2, 0) / Math.max(1, rates.length);
  return Math.sqrt(variance) / Math.max(1e-9, mean);
}

function looksLikeMusic(audio: DecodedAudio): {
  loud: boolean;
  varied: boolean;
  hasLows: boolean;
  hasHighs: boolean;
} {
  return {
    loud: rms(audio.samples) > 0.05,
    varied: zeroCrossingVariation(audio.samples, audio.sampleRate) > 0.15,
    hasLows: bandShare(audio.samples, audio.sampleRate, 150, 'low') > 0.2,
    hasHighs: bandShare(audio.samples, audio.sampleRate, 4000, 'high') > 0.03,
  };
}

const MUSIC = { loud: true, varied: true, hasLows: true, hasHighs: true };

describe('renderTrackAudio', () => {
  const first: TrackAudioSpec = {
    key: 'demo-track-01',
    seed: 101,
    genre: 'synthwave',
    durationS: 60,
    withPreview: true,
  };
  const second: TrackAudioSpec = {
    key: 'demo-track-02',
    seed: 202,
    genre: 'synthwave',
    durationS: 60,
    withPreview: false,
  };
  let root: string;
  let rendered: RenderedTrackAudio[];
  let track: DecodedAudio;
  let ffmpeg: AacEncoder;
  let ffprobePath: string;

  beforeAll(async () => {
    const tools = await locateMediaTools(process.env);
    ffmpeg = { path: tools.ffmpeg.path, fullFrames: tools.fullAacFrames };
    ffprobePath = tools.ffprobe.path;
    root = await mkdtemp(join(tmpdir(), 'encore-media-'));
    rendered = await renderTrackAudio([first, second], root, { ffmpeg, concurrency: 2 });
    track = await decodeMp3File(join(root, rendered[0]?.filePath ?? 'missing'));
  }, 120_000);

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('reports relative posix paths and the real length of each file', () => {
    const [withPreview, withoutPreview] = rendered;
    expect(withPreview?.key).toBe('demo-track-01');
    expect(withPreview?.filePath).toMatch(/^audio\/demo-track-01-[0-9a-f]{16}\.mp3$/);
    expect(withPreview?.previewPath).toMatch(/^previews\/demo-track-01-[0-9a-f]{16}\.mp3$/);
    expect(withPreview?.durationS).toBe(60);
    expect(withoutPreview).toMatchObject({
      key: 'demo-track-02',
      previewPath: null,
      previewDurationS: null,
      durationS: 60,
    });
    expect(track.errorCount).toBe(0);
    expect(Math.abs(track.durationS - (rendered[0]?.durationS ?? 0))).toBeLessThan(1);
  });

  it('renders the gapless AAC rendition: its facts match the frames ffmpeg wrote', async () => {
    const aac = rendered[0]?.aac;
    expect(aac).toMatchObject({
      path: expect.stringMatching(/^audio\/demo-track-01-[0-9a-f]{16}\.m4a$/),
      primingSamples: 1024,
      samples: 60 * 32_000,
      sampleRate: 32_000,
    });
    const file = join(root, aac?.path ?? 'missing');
    const { stdout } = await promisify(execFile)(ffprobePath, [
      ...['-v', 'error', '-select_streams', 'a:0', '-count_packets'],
      ...['-show_entries', 'stream=codec_name,sample_rate,channels,nb_read_packets'],
      ...['-of', 'json', file],
    ]);
    const [stream] = (JSON.parse(stdout) as { streams: Record<string, unknown>[] }).streams;
    expect(stream).toMatchObject({ codec_name: 'aac', sample_rate: '32000', channels: 1 });
    // Priming + audio + padding fill the frames exactly (the pipeline's arithmetic, ADR 0042).
    const frames = Number(stream?.nb_read_packets);
    expect(frames * 1024).toBe(1024 + (aac?.samples ?? 0) + (aac?.paddingSamples ?? -1));
    expect(aac?.paddingSamples).toBeGreaterThanOrEqual(0);
    expect(aac?.paddingSamples).toBeLessThan(1024);
    // Every frame declared whole, the padded last one too: the player trims, not the muxer.
    const durations = await fragmentSampleDurations(file);
    expect(durations).toHaveLength(frames);
    expect(new Set(durations)).toEqual(new Set([1024]));
  });

  it('measures loudness and gives a gain that never clips, and writes the waveform', async () => {
    const loudness = rendered[0]?.loudness;
    expect(loudness?.integratedLufs).toBeLessThan(-5);
    expect(loudness?.integratedLufs).toBeGreaterThan(-40);
    // Float sums aside (1e-9 dB), the true peak ends at −1 dBTP at most.
    expect((loudness?.trackGainDb ?? 99) + (loudness?.truePeakDbtp ?? 0)).toBeLessThanOrEqual(
      -1 + 1e-9,
    );
    const peaks = JSON.parse(await readFile(join(root, rendered[0]?.peaksPath ?? ''), 'utf8')) as {
      version: number;
      durationS: number;
      count: number;
      peaks: number[];
    };
    expect(rendered[0]?.peaksPath).toMatch(/^audio\/demo-track-01-[0-9a-f]{16}\.peaks\.json$/);
    expect(peaks).toMatchObject({ version: 1, durationS: 60, count: 1000 });
    expect(peaks.peaks).toHaveLength(1000);
    expect(Math.max(...peaks.peaks)).toBeGreaterThan(0.2);
    expect(Math.max(...peaks.peaks)).toBeLessThanOrEqual(1);
  });

  it('sounds like music: loud enough, changing over time, with bass and cymbal energy', () => {
    expect(looksLikeMusic(track)).toEqual(MUSIC);
  });

  it('does not mistake a bare sine or silence for music (the checks can fail)', () => {
    const sampleRate = 32000;
    const sine = new Float32Array(sampleRate * 10).map(
      (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / sampleRate),
    );
    const tone: DecodedAudio = {
      samples: sine,
      sampleRate,
      channels: 1,
      durationS: 10,
      errorCount: 0,
    };
    const silence: DecodedAudio = { ...tone, samples: new Float32Array(sine.length) };
    expect(looksLikeMusic(tone)).toEqual({
      loud: true,
      varied: false,
      hasLows: false,
      hasHighs: false,
    });
    expect(looksLikeMusic(silence).loud).toBe(false);
  });

  it('renders a 30 s preview that is itself music, fading in and out', async () => {
    const preview = await decodeMp3File(join(root, rendered[0]?.previewPath ?? 'missing'));
    const previewDuration = rendered[0]?.previewDurationS ?? 0;
    expect(Math.abs(previewDuration - 30)).toBeLessThan(0.1);
    expect(Math.abs(preview.durationS - previewDuration)).toBeLessThan(0.1);
    expect(preview.errorCount).toBe(0);
    expect(rms(preview.samples)).toBeGreaterThan(0.05);
    const second = preview.sampleRate;
    const edge = (from: number): number => rms(preview.samples.subarray(from, from + second / 20));
    expect(edge(0)).toBeLessThan(0.01);
    expect(edge(preview.samples.length - second / 20)).toBeLessThan(0.01);
  });

  it('gives different seeds different music', async () => {
    const other = await decodeMp3File(join(root, rendered[1]?.filePath ?? 'missing'));
    const length = Math.min(track.samples.length, other.samples.length);
    let difference = 0;
    for (let i = 0; i < length; i++)
      difference += Math.abs((track.samples[i] ?? 0) - (other.samples[i] ?? 0));
    expect(difference / length).toBeGreaterThan(0.05);
  });

  it('renders the same seed to identical bytes', async () => {
    const again = await mkdtemp(join(tmpdir(), 'encore-media-'));
    try {
      const [copy] = await renderTrackAudio([first], again, { ffmpeg, concurrency: 1 });
      expect(copy).toEqual(rendered[0]);
      const [a, b] = await Promise.all([
        readFile(join(root, rendered[0]?.filePath ?? '')),
        readFile(join(again, copy?.filePath ?? '')),
      ]);
      expect(a.equals(b)).toBe(true);
    } finally {
      await rm(again, { recursive: true, force: true });
    }
  }, 60_000);

  it('skips work on a second call: nothing rendered or written, answer identical', async () => {
    // What makes the second call cheap is that it renders nothing: every file of the media root
    // is the one the first call wrote (same bytes, same modification time), and none is added.
    const before = await filesWithTimes(root);
    const progress: number[] = [];
    const again = await renderTrackAudio([first, second], root, {
      ffmpeg,
      onProgress: (done) => progress.push(done),
    });
    expect(again).toEqual(rendered);
    expect(await filesWithTimes(root)).toEqual(before);
    expect(progress).toEqual([1, 2]);
  });

  it('re-renders when the spec changes', async () => {
    const [longer] = await renderTrackAudio([{ ...second, durationS: 61 }], root, { ffmpeg });
    expect(longer?.filePath).not.toBe(rendered[1]?.filePath);
    expect(longer?.durationS).toBe(61);
  }, 60_000);
});
