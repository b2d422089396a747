// Chord progressions as scale degrees (0 = tonic). Verse, chorus and bridge get different
// progressions from the same family, so sections contrast while staying in one key.
import type { ProgressionStyle } from './genres.js';
import type { Rng } from './prng.js';
import { isMajorMode, stableChordRoot, type ModeName } from './scales.js';
import type { SectionKind } from './score.js';

type Progression = readonly number[];

const FAMILIES: Record<
  ProgressionStyle,
  { major: readonly Progression[]; minor: readonly Progression[] }
> = {
  pop: {
    // I–V–vi–IV, I–vi–IV–V, vi–IV–I–V, I–IV–vi–V, IV–I–V–vi, I–iii–IV–V
    major: [
      [0, 4, 5, 3],
      [0, 5, 3, 4],
      [5, 3, 0, 4],
      [0, 3, 5, 4],
      [3, 0, 4, 5],
      [0, 2, 3, 4],
    ],
    // i–VI–III–VII, i–iv–v–i, i–VII–VI–VII, i–VI–iv–v, VI–VII–i–i, i–III–VII–iv
    minor: [
      [0, 5, 2, 6],
      [0, 3, 4, 0],
      [0, 6, 5, 6],
      [0, 5, 3, 4],
      [5, 6, 0, 0],
      [0, 2, 6, 3],
    ],
  },
  jazz: {
    // ii–V–I–I, I–vi–ii–V, iii–vi–ii–V, IV–iii–ii–I
    major: [
      [1, 4, 0, 0],
      [0, 5, 1, 4],
      [2, 5, 1, 4],
      [3, 2, 1, 0],
    ],
    // i–IV (dorian vamp), i–iv–VII–III, iv–v–i–i, i–VI–ii–v
    minor: [
      [0, 3, 0, 3],
      [0, 3, 6, 2],
      [3, 4, 0, 0],
      [0, 5, 1, 4],
    ],
  },
  modal: {
    major: [
      [0, 0, 3, 3],
      [0, 4, 0, 4],
      [0, 1, 0, 1],
      [0, 0, 5, 5],
    ],
    minor: [
      [0, 0, 6, 6],
      [0, 0, 5, 5],
      [0, 1, 0, 1],
      [0, 5, 0, 6],
      [0, 3, 0, 3],
    ],
  },
};

export interface SongHarmony {
  bySection: Record<SectionKind, Progression>;
}

export function chooseHarmony(style: ProgressionStyle, mode: ModeName, rng: Rng): SongHarmony {
  const family = FAMILIES[style][isMajorMode(mode) ? 'major' : 'minor'].map((progression) =>
    progression.map((root) => stableChordRoot(mode, root)),
  );
  const verse = rng.pick(family);
  const others = family.filter((progression) => progression !== verse);
  const chorus = others.length > 0 ? rng.pick(others) : verse;
  // The bridge leans away from the tonic (starts on IV or VI) so the return of the chorus lands.
  const bridge = (isMajorMode(mode) ? [3, 4, 5, 4] : [5, 6, 3, 4]).map((root) =>
    stableChordRoot(mode, root),
  );
  return { bySection: { intro: chorus, verse, chorus, bridge, outro: verse } };
}

/** Root degree of the chord sounding in `barInSection` (chords change every `harmonicRhythm` bars). */
export function chordRootAt(
  progression: Progression,
  barInSection: number,
  harmonicRhythm: number,
): number {
  const index = Math.floor(barInSection / harmonicRhythm) % progression.length;
  return progression[index] ?? 0;
}
