// Plucked strings (guitar-like chords and upright/finger bass) by Karplus-Strong synthesis.
import { SAMPLE_RATE, sineOf } from './dsp.js';
import type { Rng } from './prng.js';
import type { Voice } from './voices.js';

/**
 * Karplus-Strong plucked string: a noise burst circulating in a delay line one period long,
 * averaged each pass (the string's damping). An all-pass stage supplies the fractional part of the
 * period so high notes stay in tune.
 */
export function renderPluck(
  voice: Voice,
  frequency: number,
  env: Float32Array,
  out: Float32Array,
  rng: Rng,
  tone: number,
): void {
  const period = SAMPLE_RATE / frequency;
  const size = Math.max(2, Math.floor(period - 0.6));
  const fraction = period - 0.5 - size;
  const apCoef = (1 - fraction) / (1 + fraction);
  const line = new Float32Array(size);
  const brightness = voice.brightness * (0.6 + 0.4 * tone);
  let smooth = 0;
  let mean = 0;
  for (let i = 0; i < size; i++) {
    smooth += (0.15 + 0.85 * brightness) * (rng.noise() - smooth);
    line[i] = smooth;
    mean += smooth;
  }
  mean /= size;
  // Normalise the excitation so dark (heavily smoothed) plucks are not quieter than bright ones.
  let peak = 1e-6;
  for (let i = 0; i < size; i++) peak = Math.max(peak, Math.abs((line[i] ?? 0) - mean));
  for (let i = 0; i < size; i++) line[i] = ((line[i] ?? 0) - mean) / peak;
  // Low notes lose energy per pass more slowly, so scale damping per period to keep sustain even.
  const loopGain = Math.pow(voice.damping, 220 / Math.max(frequency, 30));
  const isBass = voice.kind === 'pluck-bass';
  const fundamentalStep = frequency / SAMPLE_RATE;
  let fundamental = 0;
  let fundamentalLevel = isBass ? 0.5 : 0;
  const fundamentalDecay = Math.exp(-1 / (0.5 * SAMPLE_RATE));
  let index = 0;
  let previous = 0;
  let apIn = 0;
  let apOut = 0;
  const gain = voice.gain;
  for (let i = 0; i < out.length; i++) {
    const current = line[index] ?? 0;
    const averaged = 0.5 * (current + previous) * loopGain;
    previous = current;
    apOut = apCoef * averaged + apIn - apCoef * apOut;
    apIn = averaged;
    line[index] = apOut;
    index++;
    if (index === size) index = 0;
    out[i] = (current + fundamentalLevel * sineOf(fundamental)) * (env[i] ?? 0) * gain;
    fundamental += fundamentalStep;
    if (fundamental >= 1) fundamental -= 1;
    fundamentalLevel *= fundamentalDecay;
  }
}
