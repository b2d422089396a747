// Bus and master processing: reverb, side-chain pump, vinyl texture, fades and loudness. Each is
// one linear pass over the buffer, in place.
import { SAMPLE_RATE } from './dsp.js';
import type { Rng } from './prng.js';

/** Freeverb's comb and all-pass lengths, specified in samples at 44.1 kHz. */
const [COMB_1, COMB_2, COMB_3, COMB_4] = [1116, 1188, 1277, 1356];
const [ALLPASS_1, ALLPASS_2] = [556, 441];

/**
 * Mono Freeverb-style reverb: four damped feedback combs in parallel into two series all-passes.
 * `size` 0..1 sets the tail length; `source` itself plus its wet signal at `gain` are added to
 * `target` (the send bus is also the dry path of its parts, so one pass does both).
 * It runs at half the sample rate (a reverb tail has no use for the top octave) and its filters
 * are unrolled into locals: this is the one loop that runs over every sample of every track.
 */
export function reverbInto(
  source: Float32Array,
  target: Float32Array,
  size: number,
  gain: number,
): void {
  const rate = SAMPLE_RATE / 2 / 44100;
  const line = (length: number): Float32Array =>
    new Float32Array(Math.max(1, Math.round(length * rate)));
  const [c0, c1, c2, c3] = [line(COMB_1), line(COMB_2), line(COMB_3), line(COMB_4)];
  const [a0, a1] = [line(ALLPASS_1), line(ALLPASS_2)];
  const feedback = 0.7 + 0.26 * size;
  const damp = 0.3;
  const keep = 1 - damp;
  let i0 = 0,
    i1 = 0,
    i2 = 0,
    i3 = 0,
    j0 = 0,
    j1 = 0;
  let s0 = 0,
    s1 = 0,
    s2 = 0,
    s3 = 0;
  let previous = 0;
  const length = Math.min(source.length, target.length) - 1;
  const outGain = 3 * gain;
  for (let i = 0; i < length; i += 2) {
    // Average two input samples in, write two output samples out (linear interpolation).
    const input = ((source[i] ?? 0) + (source[i + 1] ?? 0)) * 0.0075;
    const d0 = c0[i0] ?? 0;
    const d1 = c1[i1] ?? 0;
    const d2 = c2[i2] ?? 0;
    const d3 = c3[i3] ?? 0;
    s0 = d0 * keep + s0 * damp;
    s1 = d1 * keep + s1 * damp;
    s2 = d2 * keep + s2 * damp;
    s3 = d3 * keep + s3 * damp;
    c0[i0] = input + s0 * feedback;
    c1[i1] = input + s1 * feedback;
    c2[i2] = input + s2 * feedback;
    c3[i3] = input + s3 * feedback;
    if (++i0 === c0.length) i0 = 0;
    if (++i1 === c1.length) i1 = 0;
    if (++i2 === c2.length) i2 = 0;
    if (++i3 === c3.length) i3 = 0;
    let sum = d0 + d1 + d2 + d3;
    const e0 = a0[j0] ?? 0;
    a0[j0] = sum + e0 * 0.5;
    sum = e0 - sum;
    if (++j0 === a0.length) j0 = 0;
    const e1 = a1[j1] ?? 0;
    a1[j1] = sum + e1 * 0.5;
    sum = e1 - sum;
    if (++j1 === a1.length) j1 = 0;
    const wet = sum * outGain;
    target[i] = (target[i] ?? 0) + (source[i] ?? 0) + (previous + wet) * 0.5;
    target[i + 1] = (target[i + 1] ?? 0) + (source[i + 1] ?? 0) + wet;
    previous = wet;
  }
  // An odd final sample has no pair: pass it through dry.
  if ((length + 1) % 2 === 1) target[length] = (target[length] ?? 0) + (source[length] ?? 0);
}

/**
 * Adds `source` into `target`, ducked at every beat like a side-chained compressor keyed by the
 * kick (one pass: ducking and summing together).
 */
export function pumpInto(
  source: Float32Array,
  target: Float32Array,
  beatSamples: number,
  depth: number,
): void {
  const recovery = beatSamples * 0.6;
  const length = Math.min(source.length, target.length);
  let inBeat = 0;
  for (let i = 0; i < length; i++) {
    const x = inBeat < recovery ? inBeat / recovery : 1;
    // Fast duck, smooth (quadratic) recovery.
    const gain = 1 - depth * (1 - x) * (1 - x);
    target[i] = (target[i] ?? 0) + (source[i] ?? 0) * gain;
    inBeat += 1;
    if (inBeat >= beatSamples) inBeat -= beatSamples;
  }
}

/** Adds record-surface hiss and sparse crackles (lo-fi character). */
export function addVinylTexture(buffer: Float32Array, rng: Rng): void {
  let hiss = 0;
  for (let i = 0; i < buffer.length; i++) {
    hiss += 0.08 * (rng.noise() - hiss);
    let value = hiss * 0.02;
    if (rng.next() < 0.00012) value += rng.noise() * 0.12;
    buffer[i] = (buffer[i] ?? 0) + value;
  }
}

/**
 * Normalises loudness (RMS towards `targetRms`), applies fade-in/out and a soft knee limiter so
 * peaks never clip. Fades are in seconds.
 */
export function masterInPlace(
  buffer: Float32Array,
  fadeInS: number,
  fadeOutS: number,
  targetRms: number,
): void {
  let sum = 0;
  let dc = 0;
  for (let i = 0; i < buffer.length; i++) {
    const v = buffer[i] ?? 0;
    sum += v * v;
    dc += v;
  }
  dc /= Math.max(1, buffer.length);
  const rms = Math.sqrt(sum / Math.max(1, buffer.length));
  const gain = rms > 1e-6 ? targetRms / rms : 1;
  const fadeIn = Math.max(1, Math.round(fadeInS * SAMPLE_RATE));
  const fadeOut = Math.max(1, Math.round(fadeOutS * SAMPLE_RATE));
  const fadeOutStart = buffer.length - fadeOut;
  const length = buffer.length;
  for (let i = 0; i < length; i++) {
    let v = ((buffer[i] ?? 0) - dc) * gain;
    // Fades only touch the two ends; the comparisons are cheap and perfectly predicted.
    if (i < fadeIn) v *= i / fadeIn;
    else if (i > fadeOutStart) v *= ((length - i) / fadeOut) ** 2;
    buffer[i] = v > KNEE || v < -KNEE ? limit(v) : v;
  }
}

const KNEE = 0.7;

/** Above the knee, compress smoothly towards ±0.99 instead of clipping hard. */
function limit(v: number): number {
  const over = (Math.abs(v) - KNEE) / (1 - KNEE);
  const limited = KNEE + (0.99 - KNEE) * (over / (1 + over));
  return v > 0 ? limited : -limited;
}
