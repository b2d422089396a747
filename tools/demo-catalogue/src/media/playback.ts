// What the gapless player needs of a rendered piece of PCM (issue 26, docs/adr/0048): the AAC
// rendition with its gapless facts, the loudness and track gain, and the waveform peaks — the
// pipeline's own measures (its gapless arithmetic, gain rule and peak meter), on the demo's audio.
import {
  aacGapless,
  type GaplessAac,
  type Loudness,
  PeakMeter,
  peaksDocument,
  trackLoudness,
} from '@encore/backend/tools';

import { type AacEncoder, encodeAac } from './aac.js';
import { writeFileAtomic } from './atomic-write.js';
import { SAMPLE_RATE } from './dsp.js';

const concat = (a: Float32Array, b: Float32Array): Float32Array => {
  const joined = new Float32Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
};

export interface PlaybackFiles {
  /** Relative (posix) paths, as the catalogue stores them. */
  aac: string;
  peaks: string;
}

export interface RenderedPlayback {
  aac: GaplessAac;
  loudness: Loudness;
  peaksPath: string;
}

/** Float PCM (−1..1) as 16-bit samples (little-endian in memory, as on every platform we run). */
export function toInt16(pcm: Float32Array): Int16Array {
  const out = new Int16Array(pcm.length);
  for (let i = 0; i < pcm.length; i += 1) {
    const sample = pcm[i] ?? 0;
    out[i] = Math.round((sample > 1 ? 1 : sample < -1 ? -1 : sample) * 32767);
  }
  return out;
}

/** The waveform of mono 16-bit PCM as the pipeline draws it (its PeakMeter, ~1,000 peaks). */
export function peaksOf(pcm: Int16Array): ReturnType<typeof peaksDocument> {
  const meter = new PeakMeter(1, pcm.length);
  meter.push(new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength));
  return peaksDocument(meter.peaks(), pcm.length / SAMPLE_RATE);
}

/**
 * Encodes and measures `pcm` and writes its AAC and peaks files (atomically, like the MP3s);
 * `toFile` maps a relative path to where it is written.
 *
 * `preRoll`: the audio just before this track when it continues another (a continuous album).
 * Encoded from silence, a track that starts mid-sound begins with a step the AAC encoder smears
 * over its first frame (measured: errors of 0.04 at a level of 0.4 — a click at every boundary);
 * hearing what came before, it codes the start like any other moment (0.001). The pre-roll goes
 * into the priming the player trims: `primingSamples` is then 1,024 + its length.
 */
export async function renderPlayback(
  pcm: Float32Array,
  files: PlaybackFiles,
  encoder: AacEncoder,
  toFile: (relative: string) => string,
  preRoll: Float32Array = new Float32Array(0),
): Promise<RenderedPlayback> {
  const input = toInt16(preRoll.length === 0 ? pcm : concat(preRoll, pcm));
  const encoded = await encodeAac(encoder, input, preRoll.length);
  await writeFileAtomic(toFile(files.aac), encoded.bytes);
  await writeFileAtomic(
    toFile(files.peaks),
    JSON.stringify(peaksOf(input.subarray(preRoll.length))),
  );
  const gapless = aacGapless(files.aac, input.length, SAMPLE_RATE);
  return {
    aac: {
      ...gapless,
      primingSamples: gapless.primingSamples + preRoll.length,
      samples: pcm.length,
    },
    loudness: trackLoudness(encoded.loudness),
    peaksPath: files.peaks,
  };
}
