// Pitch material: modes, scale-degree arithmetic and diatonic chords. Melodies and bass lines are
// written in scale degrees (integers, may be negative or span octaves) and only turned into MIDI
// notes at the end, which keeps every part in key by construction.

export type ModeName =
  'ionian' | 'dorian' | 'phrygian' | 'lydian' | 'mixolydian' | 'aeolian' | 'harmonic-minor';

const MODE_STEPS: Record<ModeName, readonly number[]> = {
  ionian: [0, 2, 4, 5, 7, 9, 11],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  phrygian: [0, 1, 3, 5, 7, 8, 10],
  lydian: [0, 2, 4, 6, 7, 9, 11],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
  aeolian: [0, 2, 3, 5, 7, 8, 10],
  'harmonic-minor': [0, 2, 3, 5, 7, 8, 11],
};

/** Major-sounding modes get major-key progressions, the rest minor-key ones. */
export function isMajorMode(mode: ModeName): boolean {
  return mode === 'ionian' || mode === 'lydian' || mode === 'mixolydian';
}

export interface Key {
  /** MIDI note of the tonic in the octave around middle C (e.g. 57 = A3). */
  tonic: number;
  mode: ModeName;
}

/** MIDI note for a scale degree; degree 0 is the tonic, 7 the tonic an octave up. */
export function degreeToMidi(key: Key, degree: number): number {
  const steps = MODE_STEPS[key.mode];
  const octave = Math.floor(degree / 7);
  const index = degree - octave * 7;
  return key.tonic + octave * 12 + (steps[index] ?? 0);
}

export function midiToFrequency(midi: number): number {
  return 440 * Math.pow(2, (midi - 69) / 12);
}

/** Scale degrees of the chord built on `root` by stacking thirds (3 or 4 notes). */
export function chordDegrees(root: number, withSeventh: boolean): number[] {
  return withSeventh ? [root, root + 2, root + 4, root + 6] : [root, root + 2, root + 4];
}

/** Is `degree` one of the chord's notes in any octave? */
export function isChordTone(degree: number, chordRoot: number, withSeventh: boolean): boolean {
  const interval = (((degree - chordRoot) % 7) + 7) % 7;
  return interval === 0 || interval === 2 || interval === 4 || (withSeventh && interval === 6);
}

/** The chord tone nearest to `degree` (ties resolve downwards, which sounds more settled). */
export function nearestChordTone(degree: number, chordRoot: number, withSeventh: boolean): number {
  for (let distance = 0; distance < 4; distance++) {
    if (isChordTone(degree - distance, chordRoot, withSeventh)) return degree - distance;
    if (isChordTone(degree + distance, chordRoot, withSeventh)) return degree + distance;
  }
  return degree;
}

/** Pentatonic subsets (as scale degrees within one octave) avoid the two most dissonant steps. */
export function pentatonicDegrees(mode: ModeName): readonly number[] {
  return isMajorMode(mode) ? [0, 1, 2, 4, 5] : [0, 2, 3, 4, 6];
}

/** Snaps a degree onto the allowed set (e.g. pentatonic), searching outward. */
export function snapToDegrees(degree: number, allowed: readonly number[]): number {
  for (let distance = 0; distance < 4; distance++) {
    for (const candidate of [degree - distance, degree + distance]) {
      const inOctave = ((candidate % 7) + 7) % 7;
      if (allowed.includes(inOctave)) return candidate;
    }
  }
  return degree;
}

/**
 * Voices a chord (MIDI notes) near `center`, each tone placed in the octave closest to it, which
 * gives smooth voice leading between consecutive chords without any search.
 */
export function voiceChord(key: Key, degrees: readonly number[], center: number): number[] {
  return degrees
    .map((degree) => {
      let midi = degreeToMidi(key, degree);
      while (midi - center > 6) midi -= 12;
      while (center - midi > 6) midi += 12;
      return midi;
    })
    .sort((a, b) => a - b);
}

/**
 * A chord root whose triad has a perfect fifth. Diminished triads (lydian #iv°, dorian vi°, …)
 * sound wrong as plain pop/ambient harmony, so such a root moves down a third, which keeps most of
 * the chord's notes and its function (vii° → V in major).
 */
export function stableChordRoot(mode: ModeName, root: number): number {
  let candidate = root;
  for (let attempt = 0; attempt < 3; attempt++) {
    const fifth =
      degreeToMidi({ tonic: 0, mode }, candidate + 4) - degreeToMidi({ tonic: 0, mode }, candidate);
    if (fifth === 7) return candidate;
    candidate = (((candidate + 5) % 7) + 7) % 7;
  }
  return root;
}
