// Bass lines per style, one bar at a time. Notes are MIDI numbers so the walking bass can use
// chromatic approach tones that are outside the scale.
import type { BassStyle } from './genres.js';
import type { Rng } from './prng.js';
import { degreeToMidi, type Key } from './scales.js';

export interface BassNote {
  /** 16th step within the bar. */
  step: number;
  length: number;
  midi: number;
  velocity: number;
}

export interface BassBar {
  key: Key;
  chordRoot: number;
  nextChordRoot: number;
  /** 0..1 section energy: calmer sections get simpler lines. */
  energy: number;
}

/** Per-song fixed syncopated templates: [step, length, interval in scale steps from the root]. */
const SYNCOPATED: readonly (readonly (readonly [number, number, number])[])[] = [
  [
    [0, 3, 0],
    [3, 3, 0],
    [6, 2, 4],
    [10, 2, 0],
    [12, 2, 7],
    [14, 2, 6],
  ],
  [
    [0, 4, 0],
    [6, 2, 0],
    [8, 3, 4],
    [11, 1, 5],
    [12, 4, 7],
  ],
  [
    [0, 2, 0],
    [3, 1, 0],
    [4, 2, 2],
    [7, 3, 4],
    [10, 2, 0],
    [14, 2, -1],
  ],
];

const ROLLING_MASKS: readonly string[] = [
  '.xx.xx.xx.xx.xx.',
  '..xx..xx..xx..xx',
  '.x.x.xx..x.x.xx.',
];

export interface BassWriter {
  bar(context: BassBar): BassNote[];
}

/** Chooses the song's bass behaviour once (template, mask), then writes bar after bar. */
export function createBassWriter(style: BassStyle, rng: Rng): BassWriter {
  const template = rng.pick(SYNCOPATED);
  const mask = rng.pick(ROLLING_MASKS);
  const octaveJumps = rng.chance(0.5);
  return {
    bar(context) {
      const root = bassMidi(context.key, context.chordRoot);
      const at = (interval: number): number =>
        bassMidi(context.key, context.chordRoot + interval, root);
      const calm = context.energy < 0.5;
      switch (style) {
        case 'eighths': {
          if (calm)
            return [
              { step: 0, length: 8, midi: root, velocity: 0.9 },
              { step: 8, length: 8, midi: root, velocity: 0.8 },
            ];
          return Array.from({ length: 8 }, (_, i) => ({
            step: i * 2,
            length: 2,
            midi: octaveJumps && i % 4 === 3 ? root + 12 : i === 7 ? at(4) : root,
            velocity: i % 2 === 0 ? 0.95 : 0.75,
          }));
        }
        case 'offbeat':
          return [2, 6, 10, 14].map((step, i) => ({
            step,
            length: 2,
            midi: octaveJumps && i === 3 ? root + 12 : root,
            velocity: 0.9,
          }));
        case 'rolling':
          return Array.from({ length: 16 }, (_, step) => step)
            .filter((step) => mask.charAt(step) === 'x')
            .map((step) => ({
              step,
              length: 1,
              midi: step === 14 && octaveJumps ? root + 12 : root,
              velocity: 0.8 + (step % 4 === 1 ? 0.15 : 0),
            }));
        case 'walking': {
          const next = bassMidi(context.key, context.nextChordRoot);
          const approach = next + (rng.chance(0.5) ? 1 : -1);
          return [
            { step: 0, length: 4, midi: root, velocity: 0.95 },
            { step: 4, length: 4, midi: at(rng.pick([1, 2, 4])), velocity: 0.8 },
            { step: 8, length: 4, midi: at(rng.pick([4, 2, 5])), velocity: 0.85 },
            { step: 12, length: 4, midi: approach, velocity: 0.8 },
          ];
        }
        case 'syncopated':
          if (calm)
            return [
              { step: 0, length: 6, midi: root, velocity: 0.9 },
              { step: 10, length: 4, midi: at(4), velocity: 0.75 },
            ];
          return template.map(([step, length, interval]) => ({
            step,
            length,
            midi: at(interval),
            velocity: step % 4 === 0 ? 0.95 : 0.8,
          }));
        case 'sustain':
          return calm
            ? [{ step: 0, length: 16, midi: root, velocity: 0.85 }]
            : [
                { step: 0, length: 8, midi: root, velocity: 0.9 },
                { step: 8, length: 8, midi: at(4), velocity: 0.75 },
              ];
        case 'reese':
          return [
            { step: 0, length: 10, midi: root, velocity: 0.95 },
            { step: 10, length: 6, midi: calm ? root : at(rng.pick([2, 4, -1])), velocity: 0.85 },
          ];
      }
    },
  };
}

/** Places a degree in the bass register (MIDI 33–47), or within a fifth of `near` if given. */
function bassMidi(key: Key, degree: number, near?: number): number {
  let midi = degreeToMidi(key, degree);
  if (near === undefined) {
    while (midi > 47) midi -= 12;
    while (midi < 36) midi += 12;
    return midi;
  }
  while (midi - near > 12) midi -= 12;
  while (midi < near - 7) midi += 12;
  return midi;
}
