// The knobs a genre turns: tempo, harmony, instruments, groove and space.
import type { ModeName } from './scales.js';

export type InstrumentKind =
  | 'fm-ep'
  | 'fm-bell'
  | 'saw-pad'
  | 'warm-pad'
  | 'pluck'
  | 'square-lead'
  | 'flute'
  | 'organ'
  | 'sub-bass'
  | 'saw-bass'
  | 'pluck-bass';

export type DrumStyle =
  | 'backbeat'
  | 'four-on-floor'
  | 'techno'
  | 'boom-bap'
  | 'breakbeat'
  | 'afro'
  | 'jazz'
  | 'folk'
  | 'ambient';

export type BassStyle =
  'eighths' | 'offbeat' | 'rolling' | 'walking' | 'syncopated' | 'sustain' | 'reese';
/** How the harmony is played besides the (optional) pad. */
export type ChordStyle = 'arp' | 'stabs' | 'comp' | 'strum' | 'bells';
export type ProgressionStyle = 'pop' | 'jazz' | 'modal';

export interface GenreProfile {
  name: string;
  bpm: readonly [number, number];
  modes: readonly ModeName[];
  /** Delay of off-beat notes as a fraction of the swing unit (0 = straight, 0.33 = triplet feel). */
  swing: number;
  swingUnit: 8 | 16;
  drums: DrumStyle;
  bass: BassStyle;
  bassVoices: readonly InstrumentKind[];
  /** Empty means no sustained pad layer. */
  padVoices: readonly InstrumentKind[];
  chordStyle: ChordStyle;
  chordVoices: readonly InstrumentKind[];
  leadVoices: readonly InstrumentKind[];
  progression: ProgressionStyle;
  sevenths: boolean;
  /** Bars per chord. */
  harmonicRhythm: 1 | 2;
  /** Reverb send level 0..1. */
  reverb: number;
  /** Side-chain style ducking of the harmony on each beat, 0..1. */
  pump: number;
  humanizeMs: number;
  pentatonicMelody: boolean;
  vinylCrackle: boolean;
}
