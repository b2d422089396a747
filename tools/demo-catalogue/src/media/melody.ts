// Melody writing: a two-bar motif (rhythm + melodic moves) is realised over the section's chords,
// repeated, varied and closed with a cadence, which is what makes a line sound composed and
// memorable rather than random.
import { chordRootAt } from './harmony.js';
import type { Rng } from './prng.js';
import { nearestChordTone, snapToDegrees } from './scales.js';

export interface MelodyNote {
  /** 16th steps from the start of the section. */
  step: number;
  length: number;
  /** Scale degree (0 = tonic of the lead's octave). */
  degree: number;
  velocity: number;
}

export interface PhraseOptions {
  bars: number;
  progression: readonly number[];
  harmonicRhythm: number;
  sevenths: boolean;
  /** Allowed degrees within an octave, or null for the whole mode. */
  allowed: readonly number[] | null;
  /** 0..1: how busy the rhythm is. */
  density: number;
  /** Centre of the melody's range, in scale degrees. */
  center: number;
}

interface Motif {
  onsets: { step: number; length: number }[];
  moves: number[];
}

const MOVES: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 4],
  [-1, 4],
  [2, 2.5],
  [-2, 2.5],
  [3, 1],
  [-3, 1],
  [4, 0.6],
  [-4, 0.5],
];

function metricWeight(step: number, density: number): number {
  if (step % 16 === 0) return 0.95;
  if (step % 8 === 0) return 0.75;
  if (step % 4 === 0) return 0.35 + 0.35 * density;
  if (step % 2 === 0) return 0.45 * density;
  return 0.15 * density * density;
}

function composeMotif(rng: Rng, density: number): Motif {
  const steps: number[] = [];
  for (let step = 0; step < 32; step++) {
    // Leave a breath at the end of the motif most of the time.
    if (step >= 28 && rng.chance(0.7)) continue;
    if (rng.chance(metricWeight(step, density))) steps.push(step);
  }
  while (steps.length < 4) {
    const extra = rng.int(0, 7) * 4;
    if (!steps.includes(extra)) steps.push(extra);
    steps.sort((a, b) => a - b);
  }
  const onsets = steps.map((step, i) => {
    const next = steps[i + 1] ?? 32;
    const full = Math.min(next - step, 8);
    return { step, length: rng.chance(0.25) && full > 1 ? Math.ceil(full / 2) : full };
  });
  return { onsets, moves: onsets.map(() => rng.weighted(MOVES)) };
}

function varyMoves(moves: readonly number[], rng: Rng): number[] {
  return moves.map((move) => (rng.chance(0.5) ? rng.weighted(MOVES) : move));
}

/** Writes a phrase of `bars` bars (even number) for one section. */
export function composePhrase(options: PhraseOptions, rng: Rng): MelodyNote[] {
  const motif = composeMotif(rng, options.density);
  const variation = varyMoves(motif.moves, rng);
  const low = options.center - 5;
  const high = options.center + 6;
  const blocks = Math.max(1, Math.floor(options.bars / 2));
  const notes: MelodyNote[] = [];
  let degree = options.center;
  for (let block = 0; block < blocks; block++) {
    const isCadence = block === blocks - 1 && blocks > 1;
    const moves = block % 4 === 2 ? variation : motif.moves;
    const onsets = isCadence ? motif.onsets.filter((onset) => onset.step < 24) : motif.onsets;
    onsets.forEach((onset, i) => {
      const step = block * 32 + onset.step;
      const chord = chordRootAt(options.progression, Math.floor(step / 16), options.harmonicRhythm);
      degree += i === 0 && block > 0 ? 0 : (moves[i] ?? 0);
      // Reflect off the range edges so the line turns around instead of sticking to a wall.
      if (degree > high) degree = high - (degree - high);
      if (degree < low) degree = low + (low - degree);
      const isLast = isCadence && i === onsets.length - 1;
      const strong = step % 8 === 0 || onset.length >= 4 || i === 0 || isLast;
      if (isLast) degree = nearestChordTone(degree, chord, false);
      else if (strong) degree = nearestChordTone(degree, chord, options.sevenths);
      else if (options.allowed) degree = snapToDegrees(degree, options.allowed);
      const length = isLast ? Math.max(onset.length, 32 - onset.step - 2) : onset.length;
      const velocity =
        (step % 16 === 0 ? 0.95 : step % 4 === 0 ? 0.82 : 0.7) + rng.range(-0.06, 0.06);
      notes.push({ step, length, degree, velocity });
    });
  }
  return notes;
}
