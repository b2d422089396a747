// Sine-based voices: two-operator FM (electric piano, bells), drawbar organ, breathy flute and the
// sub bass. Phases stay in [0, 1) and sines come from the lookup table in dsp.ts.
import { SAMPLE_RATE, sineOf, softClip, svfCoefficient } from './dsp.js';
import type { Rng } from './prng.js';
import type { Voice } from './voices.js';

/** Two-operator FM: the decaying modulation index gives the bright attack of an EP or bell. */
export function renderFm(
  voice: Voice,
  frequency: number,
  env: Float32Array,
  out: Float32Array,
): void {
  const carrierStep = frequency / SAMPLE_RATE;
  const modStep = carrierStep * voice.modRatio;
  const indexDecay = Math.exp(-1 / (voice.modDecay * SAMPLE_RATE));
  const indexFloor = voice.modIndex * 0.15;
  // Higher notes get less modulation, as on a real EP, so the top end stays sweet.
  let index = voice.modIndex * Math.min(1, 300 / frequency + 0.35);
  let carrier = 0;
  let modulator = 0;
  const gain = voice.gain;
  for (let i = 0; i < out.length; i++) {
    const mod = sineOf(modulator) * index;
    out[i] = (sineOf(carrier + mod) + 0.08 * sineOf(2 * carrier)) * (env[i] ?? 0) * gain;
    carrier += carrierStep;
    if (carrier >= 1) carrier -= 1;
    modulator += modStep;
    if (modulator >= 1) modulator -= 1;
    index = indexFloor + (index - indexFloor) * indexDecay;
  }
}

/** Additive drawbar organ with a percussive third harmonic and a slow tremolo. */
export function renderOrgan(
  voice: Voice,
  frequency: number,
  env: Float32Array,
  out: Float32Array,
): void {
  const step = frequency / SAMPLE_RATE;
  const [d0, d1, d2, d3] = voice.drawbars;
  const percussionDecay = Math.exp(-1 / (0.18 * SAMPLE_RATE));
  let percussion = 0.6;
  let phase = 0;
  let lfo = 0;
  const lfoStep = voice.vibratoRate / SAMPLE_RATE;
  const gain = voice.gain;
  for (let i = 0; i < out.length; i++) {
    const value =
      d0 * sineOf(0.5 * phase) +
      d1 * sineOf(phase) +
      (d2 + percussion) * sineOf(2 * phase) +
      d3 * sineOf(3 * phase);
    out[i] = value * (1 + voice.vibratoDepth * sineOf(lfo)) * (env[i] ?? 0) * gain;
    percussion *= percussionDecay;
    phase += step;
    if (phase >= 2) phase -= 2;
    lfo += lfoStep;
    if (lfo >= 1) lfo -= 1;
  }
}

/** Sine with a few harmonics, vibrato and band-passed breath noise (strongest at the attack). */
export function renderFlute(
  voice: Voice,
  frequency: number,
  env: Float32Array,
  out: Float32Array,
  rng: Rng,
): void {
  const baseStep = frequency / SAMPLE_RATE;
  const lfoStep = voice.vibratoRate / SAMPLE_RATE;
  const vibratoRamp = 1 / (0.3 * SAMPLE_RATE);
  const f = svfCoefficient(frequency * 2);
  const chiffDecay = Math.exp(-1 / (0.05 * SAMPLE_RATE));
  let chiff = 1;
  let low = 0;
  let band = 0;
  let phase = 0;
  let lfo = 0;
  const breath = voice.brightness;
  const gain = voice.gain;
  for (let i = 0; i < out.length; i++) {
    const step = baseStep * (1 + voice.vibratoDepth * Math.min(1, i * vibratoRamp) * sineOf(lfo));
    low += f * band;
    const high = rng.noise() - low - 0.3 * band;
    band += f * high;
    const tonal = sineOf(phase) + 0.18 * sineOf(2 * phase) + 0.06 * sineOf(3 * phase);
    out[i] = (tonal + band * (breath + chiff * 0.6)) * (env[i] ?? 0) * gain;
    chiff *= chiffDecay;
    phase += step;
    if (phase >= 1) phase -= 1;
    lfo += lfoStep;
    if (lfo >= 1) lfo -= 1;
  }
}

/** Sine sub with a touch of second harmonic and saturation, so it is audible on small speakers. */
export function renderSubBass(
  voice: Voice,
  frequency: number,
  env: Float32Array,
  out: Float32Array,
): void {
  const step = frequency / SAMPLE_RATE;
  const drive = 1 + 2.5 * voice.brightness;
  let phase = 0;
  const gain = voice.gain / softClip(drive);
  for (let i = 0; i < out.length; i++) {
    const value = sineOf(phase) + 0.25 * voice.brightness * sineOf(2 * phase);
    out[i] = softClip(value * drive) * (env[i] ?? 0) * gain;
    phase += step;
    if (phase >= 1) phase -= 1;
  }
}
