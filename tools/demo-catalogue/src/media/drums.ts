// Drum one-shots synthesised from noise and pitched envelopes, rendered once per track and then
// mixed at every hit. Kit character (tuning, decay, tone) varies per track within a style.
import { SAMPLE_RATE, sineOf, softClip, svfCoefficient } from './dsp.js';
import type { DrumStyle } from './genres.js';
import type { Rng } from './prng.js';

export type DrumId =
  | 'kick'
  | 'snare'
  | 'clap'
  | 'hat'
  | 'openHat'
  | 'ride'
  | 'crash'
  | 'shaker'
  | 'congaHigh'
  | 'congaLow'
  | 'rim';

export type DrumKit = Record<DrumId, Float32Array>;

const seconds = (s: number): number => Math.max(1, Math.round(s * SAMPLE_RATE));

/** Decaying sine whose pitch falls exponentially from `startHz` to `endHz`, plus a noise click. */
function pitchedHit(
  rng: Rng,
  length: number,
  startHz: number,
  endHz: number,
  pitchTime: number,
  ampTime: number,
  click: number,
  drive: number,
): Float32Array {
  const out = new Float32Array(seconds(length));
  const pitchDecay = Math.exp(-1 / (pitchTime * SAMPLE_RATE));
  const ampDecay = Math.exp(-1 / (ampTime * SAMPLE_RATE));
  const clickDecay = Math.exp(-1 / (0.002 * SAMPLE_RATE));
  let sweep = 1;
  let amp = 1;
  let clickAmp = click;
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const hz = endHz + (startHz - endHz) * sweep;
    phase += hz / SAMPLE_RATE;
    if (phase >= 1) phase -= 1;
    // A 1 ms linear attack avoids a click at the very first sample.
    const attack = i < 44 ? i / 44 : 1;
    out[i] = softClip((sineOf(phase) * amp * drive + rng.noise() * clickAmp) * attack) * 0.9;
    sweep *= pitchDecay;
    amp *= ampDecay;
    clickAmp *= clickDecay;
  }
  return out;
}

/**
 * Filtered noise with an exponential decay. `highpass` / `bandpass` pick the state-variable
 * filter output; `bursts` re-triggers the envelope a few times like a hand clap.
 */
function noiseHit(
  rng: Rng,
  length: number,
  decay: number,
  cutoffHz: number,
  mode: 'highpass' | 'bandpass',
  bursts = 1,
): Float32Array {
  const out = new Float32Array(seconds(length));
  const f = svfCoefficient(cutoffHz);
  const q = mode === 'bandpass' ? 0.5 : 1.2;
  const ampDecay = Math.exp(-1 / (decay * SAMPLE_RATE));
  const burstGap = seconds(0.011);
  let amp = 1;
  let low = 0;
  let band = 0;
  for (let i = 0; i < out.length; i++) {
    if (bursts > 1 && i < burstGap * (bursts - 1) && i % burstGap === 0) amp = 1;
    low += f * band;
    const high = rng.noise() - low - q * band;
    band += f * high;
    out[i] = (mode === 'highpass' ? high : band * 1.6) * amp;
    amp *= ampDecay;
  }
  return out;
}

/** Six inharmonic square waves, high-passed: the metallic core of 808-style hats and cymbals. */
function metallicHit(
  rng: Rng,
  length: number,
  decay: number,
  baseHz: number,
  noiseMix: number,
): Float32Array {
  const ratios = [2, 3, 4.16, 5.43, 6.79, 8.21];
  const out = new Float32Array(seconds(length));
  const phases = new Float64Array(ratios.length);
  const steps = ratios.map((ratio) => (baseHz * ratio) / SAMPLE_RATE);
  const f = svfCoefficient(6000);
  const ampDecay = Math.exp(-1 / (decay * SAMPLE_RATE));
  let amp = 1;
  let low = 0;
  let band = 0;
  for (let i = 0; i < out.length; i++) {
    let sum = 0;
    for (let k = 0; k < steps.length; k++) {
      const next = (phases[k] ?? 0) + (steps[k] ?? 0);
      const wrapped = next >= 1 ? next - 1 : next;
      phases[k] = wrapped;
      sum += wrapped < 0.5 ? 1 : -1;
    }
    const input = sum / 6 + noiseMix * rng.noise();
    low += f * band;
    const high = input - low - 1.1 * band;
    band += f * high;
    out[i] = high * amp * 0.8;
    amp *= ampDecay;
  }
  return out;
}

function mixInto(target: Float32Array, source: Float32Array, gain: number): Float32Array {
  const n = Math.min(target.length, source.length);
  for (let i = 0; i < n; i++) target[i] = (target[i] ?? 0) + (source[i] ?? 0) * gain;
  return target;
}

/** A 10 ms fade at the end, so a sample cut before its natural decay never clicks. */
function fadeTail(sample: Float32Array): void {
  const length = Math.min(sample.length, seconds(0.01));
  for (let i = 0; i < length; i++) {
    const index = sample.length - 1 - i;
    sample[index] = (sample[index] ?? 0) * (i / length);
  }
}

/** Builds the full kit for one track. Styles shift tuning: techno kicks are long, jazz is soft. */
export function renderDrumKit(style: DrumStyle, rng: Rng): DrumKit {
  const electronic = style === 'techno' || style === 'four-on-floor' || style === 'breakbeat';
  const acoustic = style === 'jazz' || style === 'folk' || style === 'afro';
  const kickEnd = rng.range(42, 58);
  const kick = pitchedHit(
    rng,
    electronic ? 0.55 : 0.4,
    kickEnd * rng.range(2.6, 3.6),
    kickEnd,
    rng.range(0.025, 0.05),
    electronic ? rng.range(0.12, 0.2) : rng.range(0.07, 0.12),
    acoustic ? 0.25 : 0.45,
    style === 'techno' ? 1.8 : 1.4,
  );
  const snareTone = pitchedHit(
    rng,
    0.2,
    rng.range(200, 240),
    rng.range(160, 190),
    0.02,
    0.05,
    0,
    1,
  );
  const snare = mixInto(
    noiseHit(rng, 0.3, rng.range(0.06, acoustic ? 0.09 : 0.14), rng.range(1500, 3000), 'highpass'),
    snareTone,
    0.7,
  );
  const clap = noiseHit(rng, 0.35, rng.range(0.06, 0.1), rng.range(1000, 1600), 'bandpass', 4);
  const hatBase = rng.range(300, 420);
  const hatNoise = style === 'boom-bap' || acoustic ? 0.9 : 0.5;
  const hat = metallicHit(rng, 0.12, rng.range(0.018, 0.035), hatBase, hatNoise);
  const openHat = metallicHit(rng, 0.5, rng.range(0.1, 0.18), hatBase, hatNoise);
  const ride = mixInto(
    metallicHit(rng, 1, 0.35, rng.range(450, 600), 0.25),
    noiseHit(rng, 0.05, 0.01, 5000, 'highpass'),
    0.5,
  );
  const crash = noiseHit(rng, 2, rng.range(0.5, 0.8), rng.range(4000, 6000), 'highpass');
  const shaker = noiseHit(rng, 0.1, 0.025, rng.range(5000, 7000), 'highpass');
  const congaHigh = pitchedHit(
    rng,
    0.3,
    rng.range(330, 380),
    rng.range(290, 320),
    0.01,
    0.07,
    0.15,
    1,
  );
  const congaLow = pitchedHit(
    rng,
    0.35,
    rng.range(210, 240),
    rng.range(180, 200),
    0.01,
    0.09,
    0.15,
    1,
  );
  const rim = mixInto(
    pitchedHit(rng, 0.06, 1700, 1600, 0.01, 0.008, 0.3, 1),
    noiseHit(rng, 0.03, 0.006, 3000, 'bandpass'),
    0.4,
  );
  const kit: DrumKit = {
    kick,
    snare,
    clap,
    hat,
    openHat,
    ride,
    crash,
    shaker,
    congaHigh,
    congaLow,
    rim,
  };
  for (const sample of Object.values(kit)) fadeTail(sample);
  return kit;
}
