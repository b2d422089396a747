// Rhythmic harmony parts (arpeggios, stabs, comping, strums, bells) written one bar at a time
// from an already voiced chord. The sustained pad is simpler and lives in compose.ts.
import type { ChordStyle } from './genres.js';
import type { Rng } from './prng.js';

export interface ChordNote {
  step: number;
  length: number;
  midi: number;
  velocity: number;
  /** Extra delay in milliseconds (strummed strings do not sound at once). */
  delayMs: number;
}

export interface ChordBar {
  /** Voiced chord, low to high. */
  voicing: readonly number[];
  energy: number;
}

export interface ChordWriter {
  bar(context: ChordBar): ChordNote[];
}

const STAB_RHYTHMS: readonly string[] = [
  '..x..x....x..x..',
  '..x...x...x...x.',
  'x..x..x...x..x..',
  '...x..x...x...x.',
];
/** Comping rhythms as [step, length] pairs: Charleston, anticipations, sustained. */
const COMP_RHYTHMS: readonly (readonly (readonly [number, number])[])[] = [
  [
    [0, 3],
    [6, 6],
  ],
  [
    [0, 10],
    [14, 2],
  ],
  [
    [2, 2],
    [8, 3],
    [14, 2],
  ],
  [
    [0, 6],
    [10, 4],
  ],
  [[0, 14]],
];
const STRUM: readonly (readonly [number, boolean])[] = [
  [0, true],
  [4, true],
  [6, false],
  [10, false],
  [12, true],
  [14, false],
];

function chordNotes(
  voicing: readonly number[],
  step: number,
  length: number,
  velocity: number,
): ChordNote[] {
  return voicing.map((midi) => ({ step, length, midi, velocity, delayMs: 0 }));
}

export function createChordWriter(style: ChordStyle, rng: Rng): ChordWriter {
  const stabs = rng.pick(STAB_RHYTHMS);
  const arpShape = rng.pick(['up', 'up-down', 'alternate'] as const);
  return {
    bar({ voicing, energy }) {
      switch (style) {
        case 'arp': {
          const pool = [...voicing, ...voicing.map((midi) => midi + 12)];
          const order =
            arpShape === 'up'
              ? pool
              : arpShape === 'up-down'
                ? [...pool, ...pool.slice(1, -1).reverse()]
                : pool.flatMap((midi, i) => (i === 0 ? [] : [pool[0] ?? midi, midi]));
          const rate = energy >= 0.7 ? 1 : 2;
          const notes: ChordNote[] = [];
          for (let step = 0, i = 0; step < 16; step += rate, i++) {
            const midi = order[i % order.length] ?? voicing[0] ?? 60;
            notes.push({
              step,
              length: rate * 1.5,
              midi,
              velocity: step % 4 === 0 ? 0.9 : 0.7,
              delayMs: 0,
            });
          }
          return notes;
        }
        case 'stabs': {
          if (energy < 0.5) return chordNotes(voicing, 0, 6, 0.7);
          return Array.from({ length: 16 }, (_, step) => step)
            .filter((step) => stabs.charAt(step) === 'x')
            .flatMap((step) => chordNotes(voicing, step, 1.5, step % 4 === 0 ? 0.9 : 0.75));
        }
        case 'comp': {
          const rhythm = energy < 0.5 ? ([[0, 14]] as const) : rng.pick(COMP_RHYTHMS);
          return rhythm.flatMap(([step, length]) =>
            chordNotes(voicing, step, length, step === 0 ? 0.8 : 0.65),
          );
        }
        case 'strum': {
          const strokes = energy < 0.5 ? STRUM.filter(([step]) => step % 8 === 0) : STRUM;
          return strokes.flatMap(([step, down], s) => {
            const next = strokes[s + 1]?.[0] ?? 16;
            const strings = down ? voicing : [...voicing].reverse();
            return strings.map((midi, i) => ({
              step,
              length: next - step,
              midi,
              velocity: down ? 0.85 : 0.6,
              delayMs: i * (down ? 14 : 9),
            }));
          });
        }
        case 'bells': {
          const notes: ChordNote[] = [];
          for (let step = 0; step < 16; step += 2) {
            if (!rng.chance(0.18 + 0.3 * energy)) continue;
            notes.push({
              step,
              length: 6,
              midi: rng.pick(voicing) + 12,
              velocity: rng.range(0.5, 0.9),
              delayMs: 0,
            });
          }
          return notes;
        }
      }
    },
  };
}
