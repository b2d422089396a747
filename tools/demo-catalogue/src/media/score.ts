// The intermediate representation between composing and rendering: a list of timed notes per
// part plus drum hits, all positioned in samples. Composition decides *what*, the mixer *how loud*.
import type { DrumId } from './drums.js';
import type { DrumStyle } from './genres.js';
import type { Voice } from './voices.js';

export interface NoteEvent {
  /** Onset, in samples from the start of the track. */
  start: number;
  /** How long the key is held, in samples (the release tail comes on top). */
  gate: number;
  midi: number;
  /** 0..1, applied as gain. */
  velocity: number;
  /** 0..1 timbre brightness (filters, excitation); quantised by the renderer for caching. */
  tone: number;
}

export type PartRole = 'bass' | 'pad' | 'chords' | 'lead' | 'counter';

export interface Part {
  role: PartRole;
  voice: Voice;
  notes: NoteEvent[];
  /** Mix level of the part. */
  level: number;
  /**
   * 'space' parts (harmony, lead, snares) feed the reverb; 'dry' parts (bass, kick, hats) do not.
   * A bus choice instead of a per-part send level halves the mixing work: each note is added once.
   */
  bus: 'dry' | 'space';
  /** Ducked by the side-chain pump (harmony parts in dance styles). */
  pumped: boolean;
  /** Echo delay in samples (0 = none); repeats are mixed at decreasing level. */
  echoSamples: number;
}

export interface DrumHit {
  drum: DrumId;
  start: number;
  velocity: number;
}

export type SectionKind = 'intro' | 'verse' | 'chorus' | 'bridge' | 'outro';

export interface Section {
  kind: SectionKind;
  startBar: number;
  bars: number;
  /** 0 for the first verse/chorus/…, 1 for the second, and so on. */
  occurrence: number;
  /** 0..1 intensity; drives layering, density and brightness. */
  energy: number;
}

export interface Score {
  /** Seed for render-time randomness (drum kit noise, plucks), so rendering stays reproducible. */
  seed: number;
  totalSamples: number;
  bpm: number;
  sections: Section[];
  parts: Part[];
  drums: DrumHit[];
  drumStyle: DrumStyle;
  reverb: number;
  pump: number;
  /** Samples per beat, for the pump's phase. */
  beatSamples: number;
  vinylCrackle: boolean;
  /** Where a preview should start (start of the first chorus, or the closest equivalent). */
  highlightSample: number;
}
