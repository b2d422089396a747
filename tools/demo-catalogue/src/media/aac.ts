// The gapless player's rendition of a demo track (issue 26, docs/adr/0048): AAC-LC in fragmented
// MP4 muxed as the media pipeline muxes it (ADR 0042: no edit list, the priming left in for the
// player to trim), with EBU R128 loudness measured in the same ffmpeg pass, as the pipeline does.
// The synthesiser's PCM goes in on stdin, so nothing is decoded twice.
import { spawn } from 'node:child_process';

import { aacPackagingArgs, type LoudnessMeasure, parseEbur128Summary } from '@encore/backend/tools';

import { SAMPLE_RATE } from './dsp.js';

/**
 * Mono at the synthesiser's 32 kHz, 64 kb/s with ffmpeg's fast coder: transparent enough for
 * synthesised demo music, and a third of the CPU of the default coder at the pipeline's
 * 256 kb/s — what keeps `make start` inside its budget. Part of the sidecar: a change re-renders.
 */
export const AAC_FORMAT = 'aac-lc-fast-64k-fmp4-v3';

/** The ffmpeg that encodes, and whether it writes whole-frame packets (MediaTools.fullAacFrames). */
export interface AacEncoder {
  path: string;
  fullFrames: boolean;
}

export const isAacEncoder = (value: unknown): value is AacEncoder =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).path === 'string' &&
  typeof (value as Record<string, unknown>).fullFrames === 'boolean';

const args = (measureFrom: number, fullFrames: boolean): string[] => [
  '-hide_banner',
  '-nostdin',
  '-nostats',
  '-loglevel',
  'info',
  '-threads',
  '1',
  '-filter_complex_threads',
  '1',
  '-f',
  's16le',
  '-ar',
  String(SAMPLE_RATE),
  '-ac',
  '1',
  '-i',
  'pipe:0',
  '-filter_complex',
  // Loudness of the track alone: a pre-roll before it (see encodeAac) is left out.
  `[0:a]asplit=2[enc][loud];[loud]atrim=start_sample=${measureFrom},ebur128=peak=true,anullsink`,
  '-map',
  '[enc]',
  '-c:a',
  'aac',
  '-aac_coder',
  'fast',
  '-b:a',
  '64k',
  // The pipeline's packing: fMP4 without an edit list, and every packet a whole 1,024-sample
  // frame where the ffmpeg can (`setts`), so the player trims the padding (docs/adr/0048).
  ...aacPackagingArgs(fullFrames),
  'pipe:1',
];

export interface EncodedAac {
  bytes: Buffer;
  loudness: LoudnessMeasure;
}

/** Bytes handed to ffmpeg's stdin at a time (the worker yields between them). */
const WRITE_BYTES = 256 * 1024;

/**
 * Encodes mono 16-bit PCM at SAMPLE_RATE (what the pipeline's masters mostly are; half the bytes
 * of floats through the pipe) with `encoder`, measuring the
 * loudness of what follows the first `measureFrom` samples (a pre-roll: the encoder hears the
 * audio before the track, which the player trims with the priming).
 */
export function encodeAac(
  encoder: AacEncoder,
  pcm: Int16Array,
  measureFrom = 0,
): Promise<EncodedAac> {
  return new Promise((resolve, reject) => {
    const child = spawn(encoder.path, args(measureFrom, encoder.fullFrames), {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    // ffmpeg may stop reading early when it fails; its exit code says why, not EPIPE.
    child.stdin.on('error', () => undefined);
    child.on('close', (code) => {
      const stderr = Buffer.concat(err).toString('utf8');
      const loudness = parseEbur128Summary(stderr);
      if (code !== 0 || loudness === null) {
        reject(new Error(`ffmpeg AAC encode failed (${code}): ${stderr.slice(-2000)}`));
        return;
      }
      resolve({ bytes: Buffer.concat(out), loudness });
    });
    const bytes = new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength);
    let offset = 0;
    const feed = (): void => {
      while (offset < bytes.length) {
        const end = Math.min(bytes.length, offset + WRITE_BYTES);
        const more = child.stdin.write(bytes.subarray(offset, end));
        offset = end;
        if (!more) {
          child.stdin.once('drain', feed);
          return;
        }
      }
      child.stdin.end();
    };
    feed();
  });
}
