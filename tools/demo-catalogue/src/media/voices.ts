// Instrument presets: each track draws its own parameters within a kind's range, so two synthwave
// songs share a family sound but never the exact same patch.
import type { Envelope } from './dsp.js';
import type { InstrumentKind } from './genres.js';
import type { Rng } from './prng.js';

export interface Voice {
  kind: InstrumentKind;
  env: Envelope;
  /** Output level, balanced so kinds sit at similar loudness before mixing. */
  gain: number;
  /** 0..1: filter opening, excitation brightness or drive depending on the kind. */
  brightness: number;
  /** Relative detune of stacked oscillators (0.004 ≈ 7 cents). */
  detune: number;
  modRatio: number;
  modIndex: number;
  /** Seconds for FM index / filter envelope to decay. */
  modDecay: number;
  pulseWidth: number;
  vibratoRate: number;
  /** Vibrato depth as a fraction of frequency. */
  vibratoDepth: number;
  /** Karplus-Strong loop gain; closer to 1 rings longer. */
  damping: number;
  resonance: number;
  /** Organ harmonic levels for ratios 0.5, 1, 2, 3. */
  drawbars: readonly [number, number, number, number];
}

const BASE: Voice = {
  kind: 'fm-ep',
  env: { attack: 0.005, decay: 1, sustain: 1, release: 0.1 },
  gain: 0.5,
  brightness: 0.5,
  detune: 0,
  modRatio: 1,
  modIndex: 1,
  modDecay: 0.5,
  pulseWidth: 0.5,
  vibratoRate: 5,
  vibratoDepth: 0,
  damping: 0.996,
  resonance: 0.3,
  drawbars: [0, 1, 0, 0],
};

export function createVoice(kind: InstrumentKind, rng: Rng): Voice {
  switch (kind) {
    case 'fm-ep':
      return {
        ...BASE,
        kind,
        gain: 0.42,
        env: { attack: 0.003, decay: rng.range(0.7, 1.6), sustain: 0.12, release: 0.3 },
        modRatio: rng.pick([1, 1, 2]),
        modIndex: rng.range(1.1, 2.4),
        modDecay: rng.range(0.2, 0.6),
      };
    case 'fm-bell':
      return {
        ...BASE,
        kind,
        gain: 0.3,
        env: { attack: 0.002, decay: rng.range(1.2, 2.8), sustain: 0, release: 1.2 },
        modRatio: rng.pick([3.5, 2.76, 1.41, 4]),
        modIndex: rng.range(1.5, 3.5),
        modDecay: rng.range(0.3, 0.9),
      };
    case 'saw-pad':
      return {
        ...BASE,
        kind,
        gain: 0.11,
        env: { attack: rng.range(0.2, 0.6), decay: 1, sustain: 0.85, release: rng.range(0.7, 1.4) },
        detune: rng.range(0.003, 0.008),
        brightness: rng.range(0.3, 0.7),
      };
    case 'warm-pad':
      return {
        ...BASE,
        kind,
        gain: 0.14,
        env: { attack: rng.range(0.4, 0.9), decay: 1, sustain: 0.9, release: rng.range(1, 1.8) },
        detune: rng.range(0.002, 0.005),
        brightness: rng.range(0.08, 0.3),
      };
    case 'pluck':
      return {
        ...BASE,
        kind,
        gain: 0.9,
        env: { attack: 0.001, decay: 1, sustain: 1, release: 0.12 },
        damping: rng.range(0.993, 0.998),
        brightness: rng.range(0.4, 0.9),
      };
    case 'square-lead':
      return {
        ...BASE,
        kind,
        gain: 0.32,
        env: { attack: 0.012, decay: 0.4, sustain: 0.7, release: 0.15 },
        pulseWidth: rng.range(0.22, 0.5),
        brightness: rng.range(0.25, 0.6),
        vibratoRate: rng.range(4.5, 6),
        vibratoDepth: rng.range(0.003, 0.007),
      };
    case 'flute':
      return {
        ...BASE,
        kind,
        gain: 0.38,
        env: { attack: 0.06, decay: 0.5, sustain: 0.85, release: 0.18 },
        brightness: rng.range(0.08, 0.2),
        vibratoRate: rng.range(4.8, 5.6),
        vibratoDepth: rng.range(0.003, 0.006),
      };
    case 'organ':
      return {
        ...BASE,
        kind,
        gain: 0.15,
        env: { attack: 0.008, decay: 1, sustain: 1, release: 0.07 },
        drawbars: [rng.range(0.2, 0.8), 1, rng.range(0.2, 0.9), rng.range(0, 0.5)],
        vibratoRate: rng.range(5.5, 6.8),
        vibratoDepth: rng.range(0.05, 0.15),
      };
    case 'sub-bass':
      return {
        ...BASE,
        kind,
        gain: 0.25,
        env: { attack: 0.006, decay: 0.6, sustain: 0.85, release: 0.08 },
        brightness: rng.range(0.15, 0.45),
      };
    case 'saw-bass':
      return {
        ...BASE,
        kind,
        gain: 0.3,
        env: { attack: 0.004, decay: 0.3, sustain: 0.75, release: 0.07 },
        detune: rng.chance(0.5) ? rng.range(0.002, 0.006) : 0,
        brightness: rng.range(0.15, 0.5),
        resonance: rng.range(0.2, 0.7),
        modDecay: rng.range(0.08, 0.3),
      };
    case 'pluck-bass':
      return {
        ...BASE,
        kind,
        gain: 0.6,
        env: { attack: 0.001, decay: 1, sustain: 1, release: 0.07 },
        damping: rng.range(0.99, 0.996),
        brightness: rng.range(0.15, 0.35),
      };
  }
}
