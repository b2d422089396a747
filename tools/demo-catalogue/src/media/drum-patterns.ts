// Step patterns per drum style, 16 steps per bar written as strings so grooves read like a drum
// machine: X = accent, x = normal, o = soft, g = ghost, . = rest.
import type { DrumId } from './drums.js';
import type { DrumStyle } from './genres.js';

export type DrumPattern = Partial<Record<DrumId, string>>;

export interface StylePatterns {
  /** Main grooves; verses use the first, choruses the last. */
  grooves: readonly DrumPattern[];
  /** Sparse version for intros, bridges and outros. */
  light: DrumPattern;
  /** Replaces the last bar before a section change. */
  fill: DrumPattern;
  /** Cymbal used to mark a new section (silent for styles that never crash). */
  accent: DrumId | null;
}

const VELOCITY: Record<string, number> = { X: 1, x: 0.75, o: 0.5, g: 0.25 };

/** Velocity (0 = rest) at `step` of a pattern row; rows repeat if shorter than 16 steps. */
export function velocityAt(row: string, step: number): number {
  return VELOCITY[row.charAt(step % row.length)] ?? 0;
}

const PATTERNS: Record<DrumStyle, StylePatterns> = {
  backbeat: {
    grooves: [
      { kick: 'X.....x.X.......', snare: '....X.......X...', hat: 'x.o.x.o.x.o.x.o.' },
      {
        kick: 'X.....x.X.x.....',
        snare: '....X.......X..g',
        hat: 'xgogxgogxgogxgog',
        openHat: '..............o.',
      },
    ],
    light: { kick: 'X.......X.......', hat: 'o...o...o...o...' },
    fill: { kick: 'X.......X.......', snare: '....X.....o.xXxX', hat: 'x.o.x.o.........' },
    accent: 'crash',
  },
  'four-on-floor': {
    grooves: [
      {
        kick: 'X...X...X...X...',
        clap: '....X.......X...',
        hat: '..x...x...x...x.',
        shaker: 'g.g.g.g.g.g.g.g.',
      },
      {
        kick: 'X...X...X...X...',
        clap: '....X.......X...',
        openHat: '..x...x...x...x.',
        hat: 'gxg.gxg.gxg.gxg.',
        shaker: 'gogogogogogogogo',
      },
    ],
    light: { kick: 'X...X...X...X...', hat: '..o...o...o...o.' },
    fill: { kick: 'X...X...X...X...', clap: '....X.......X.xX', openHat: '..x...x...x...x.' },
    accent: 'crash',
  },
  techno: {
    grooves: [
      { kick: 'X...X...X...X...', hat: 'g.x.g.x.g.x.g.x.', rim: '...g..g....g..g.' },
      {
        kick: 'X...X...X...X...',
        hat: 'gxogoxgxgxogoxgx',
        openHat: '..o...o...o...o.',
        clap: '....x.......x...',
        rim: '...g..g....g..g.',
      },
    ],
    light: { kick: 'X...X...X...X...', hat: '..o...o...o...o.' },
    fill: { kick: 'X...X...X...X...', clap: '....x...x.x.xxXX', hat: 'gxogoxgxgxogoxgx' },
    accent: 'crash',
  },
  'boom-bap': {
    grooves: [
      { kick: 'X......x..X.....', snare: '....X.......X...', hat: 'x.o.x.o.x.o.x.oo' },
      {
        kick: 'X.........X..x..',
        snare: '....X.......X..g',
        hat: 'x.o.x.o.x.o.x.o.',
        openHat: '......o.........',
      },
    ],
    light: { kick: 'X.........X.....', hat: 'o...o...o...o...' },
    fill: { kick: 'X......x..X.....', snare: '....X.......X.gg', hat: 'x.o.x.o.x.o.....' },
    accent: null,
  },
  breakbeat: {
    grooves: [
      {
        kick: 'X.........X.....',
        snare: '....X..g.g..X...',
        hat: 'x.x.x.x.x.x.x.x.',
        shaker: 'gggggggggggggggg',
      },
      {
        kick: 'X.X.......XX....',
        snare: '....X..g.g..X..g',
        hat: 'x.xox.xox.xox.xo',
        openHat: '..............o.',
      },
    ],
    light: { kick: 'X...............', hat: 'o.o.o.o.o.o.o.o.' },
    fill: { kick: 'X.X.......X.....', snare: '....X..gX.xoXxXX', hat: 'x.x.x.x.........' },
    accent: 'crash',
  },
  afro: {
    grooves: [
      {
        kick: 'X......x..X.....',
        rim: '....x..x.x..x...',
        shaker: 'xgogxgogxgogxgog',
        congaLow: 'x.....x...x.....',
        congaHigh: '...x..x....x.x..',
      },
      {
        kick: 'X..x...X..x.....',
        snare: '....o.......o...',
        rim: '....x..x.x..x...',
        shaker: 'xgogxgogxgogxgog',
        openHat: '..o...o...o...o.',
        congaLow: 'x.....x...x.....',
        congaHigh: '...x..x....x.xx.',
      },
    ],
    light: { shaker: 'xgogxgogxgogxgog', congaHigh: '...x..x....x.x..' },
    fill: {
      kick: 'X..x...X........',
      congaHigh: '........x.x.xxxx',
      congaLow: 'x.....x.x.x.x.x.',
      shaker: 'xgogxgog........',
    },
    accent: null,
  },
  jazz: {
    grooves: [
      { ride: 'X...x.o.X...x.o.', hat: '....o.......o...', kick: 'g.......g.......' },
      {
        ride: 'X...x.o.X...x.o.',
        hat: '....o.......o...',
        kick: 'g...g...g...g...',
        snare: '......g.......g.',
      },
    ],
    light: { ride: 'x...o.g.x...o.g.', hat: '....o.......o...' },
    fill: { ride: 'X...x.o.X.......', snare: '........g.o.x.xX', kick: 'g.......g.......' },
    accent: 'crash',
  },
  folk: {
    grooves: [
      { kick: 'x.......x.......', rim: '....o.......o...', shaker: 'o.g.o.g.o.g.o.g.' },
      { kick: 'X.....o.X.......', snare: '....x.......x...', shaker: 'ogogogogogogogog' },
    ],
    light: { shaker: 'o.g.o.g.o.g.o.g.' },
    fill: { kick: 'X.......X.......', snare: '....x.......xoxX', shaker: 'ogogogog........' },
    accent: null,
  },
  ambient: {
    grooves: [
      { kick: 'o...............', shaker: 'g...g...g...g...' },
      { kick: 'o.......o.......', shaker: 'g.g.g.g.g.g.g.g.', rim: '....g.......g...' },
    ],
    light: {},
    fill: { kick: 'o.......o.......', shaker: 'g.g.g.g.g.g.g.g.' },
    accent: null,
  },
};

export function patternsFor(style: DrumStyle): StylePatterns {
  return PATTERNS[style];
}
