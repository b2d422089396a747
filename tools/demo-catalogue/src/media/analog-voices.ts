// Subtractive "analogue" voices: band-limited saws and pulses through state-variable filters.
import { polyBlep, SAMPLE_RATE, sineOf, softClip, svfCoefficient } from './dsp.js';
import type { Voice } from './voices.js';

const TWO_PI_OVER_SR = (2 * Math.PI) / SAMPLE_RATE;

/** Three detuned band-limited saws through a state-variable low-pass: the classic analogue pad. */
export function renderPad(
  voice: Voice,
  frequency: number,
  env: Float32Array,
  out: Float32Array,
  tone: number,
): void {
  const base = frequency / SAMPLE_RATE;
  const steps = [base, base * (1 + voice.detune), base * (1 - voice.detune * 0.93)];
  const s0 = steps[0] ?? base;
  const s1 = steps[1] ?? base;
  const s2 = steps[2] ?? base;
  let p0 = 0;
  let p1 = 0.31;
  let p2 = 0.67;
  const warm = voice.kind === 'warm-pad';
  const cutoff =
    (warm ? 350 : 600) + (warm ? 1500 : 3800) * voice.brightness * (0.45 + 0.55 * tone);
  const f = svfCoefficient(cutoff);
  const damping = 1.2;
  let low = 0;
  let band = 0;
  // A sub oscillator an octave down adds body to the warm pad without more saws.
  const subLevel = warm ? 0.35 : 0;
  let sub = 0;
  const subStep = base * 0.5;
  const gain = voice.gain;
  for (let i = 0; i < out.length; i++) {
    const saw =
      2 * p0 -
      1 -
      polyBlep(p0, s0) +
      (2 * p1 - 1 - polyBlep(p1, s1)) +
      (2 * p2 - 1 - polyBlep(p2, s2));
    low += f * band;
    const high = saw - low - damping * band;
    band += f * high;
    out[i] = (subLevel > 0 ? low + subLevel * sineOf(sub) : low) * (env[i] ?? 0) * gain;
    p0 += s0;
    if (p0 >= 1) p0 -= 1;
    p1 += s1;
    if (p1 >= 1) p1 -= 1;
    p2 += s2;
    if (p2 >= 1) p2 -= 1;
    sub += subStep;
    if (sub >= 1) sub -= 1;
  }
}

/** Band-limited pulse with delayed vibrato and a low-pass: a chiptune-to-analogue lead. */
export function renderPulseLead(
  voice: Voice,
  frequency: number,
  env: Float32Array,
  out: Float32Array,
): void {
  const baseStep = frequency / SAMPLE_RATE;
  const width = voice.pulseWidth;
  const lfoStep = voice.vibratoRate / SAMPLE_RATE;
  const vibratoRamp = 1 / (0.25 * SAMPLE_RATE);
  const cutoff = Math.min(frequency * (2 + 10 * voice.brightness), 7000);
  const f = svfCoefficient(cutoff);
  let low = 0;
  let band = 0;
  let phase = 0;
  let lfo = 0;
  const gain = voice.gain;
  for (let i = 0; i < out.length; i++) {
    const vibrato = 1 + voice.vibratoDepth * Math.min(1, i * vibratoRamp) * sineOf(lfo);
    const step = baseStep * vibrato;
    let value = phase < width ? 1 : -1;
    value += polyBlep(phase, step);
    let shifted = phase - width;
    if (shifted < 0) shifted += 1;
    value -= polyBlep(shifted, step);
    low += f * band;
    const high = value - low - 0.9 * band;
    band += f * high;
    out[i] = low * (env[i] ?? 0) * gain;
    phase += step;
    if (phase >= 1) phase -= 1;
    lfo += lfoStep;
    if (lfo >= 1) lfo -= 1;
  }
}

/** One or two saws into a resonant low-pass whose cut-off falls after each attack (acid/reese). */
export function renderSawBass(
  voice: Voice,
  frequency: number,
  env: Float32Array,
  out: Float32Array,
): void {
  const s0 = frequency / SAMPLE_RATE;
  const s1 = s0 * (1 + voice.detune);
  const second = voice.detune > 0 ? 1 : 0;
  const baseCutoff = 90 + 500 * voice.brightness;
  const envAmount = 400 + 2400 * voice.brightness;
  const cutoffDecay = Math.exp(-1 / (voice.modDecay * SAMPLE_RATE));
  const damping = 2 - 1.7 * voice.resonance;
  let sweep = 1;
  let low = 0;
  let band = 0;
  let p0 = 0;
  let p1 = 0.5;
  const gain = voice.gain;
  for (let i = 0; i < out.length; i++) {
    const saw = 2 * p0 - 1 - polyBlep(p0, s0) + second * (2 * p1 - 1 - polyBlep(p1, s1));
    const f = Math.min((baseCutoff + envAmount * sweep) * TWO_PI_OVER_SR, 0.9);
    low += f * band;
    const high = saw - low - damping * band;
    band += f * high;
    out[i] = softClip(low * 1.4) * (env[i] ?? 0) * gain;
    sweep *= cutoffDecay;
    p0 += s0;
    if (p0 >= 1) p0 -= 1;
    p1 += s1;
    if (p1 >= 1) p1 -= 1;
  }
}
