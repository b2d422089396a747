// Renders a Score to mono PCM. Identical notes and chords are synthesised once and re-used, which
// is what makes a 3-minute track render in a fraction of a second: songs repeat, so most of the
// work is adding cached buffers into one of three buses (dry, space = reverb input, pumped).
import { renderDrumKit, type DrumId } from './drums.js';
import { addVinylTexture, masterInPlace, pumpInto, reverbInto } from './effects.js';
import { renderNote } from './instruments.js';
import { Rng, hashString, mixSeed } from './prng.js';
import { midiToFrequency } from './scales.js';
import type { NoteEvent, Part, Score } from './score.js';

/** Per-drum level, and whether it sits in the reverb (snares, claps, percussion) or stays dry. */
const DRUM_MIX: Record<DrumId, readonly [number, 'dry' | 'space']> = {
  kick: [0.8, 'dry'],
  snare: [0.55, 'space'],
  clap: [0.5, 'space'],
  hat: [0.28, 'dry'],
  openHat: [0.22, 'dry'],
  ride: [0.16, 'space'],
  crash: [0.18, 'space'],
  shaker: [0.16, 'dry'],
  congaHigh: [0.45, 'space'],
  congaLow: [0.5, 'space'],
  rim: [0.3, 'space'],
};

/** Tone is quantised to 0, ½ and 1: enough contrast between sections, few distinct renders. */
const TONE_STEPS = 2;
const ECHO_LEVELS = [0.35, 0.15];
/** Notes of one part starting within this window (strums) are mixed as one cached group. */
const GROUP_WINDOW = 4000;

function addInto(target: Float32Array, source: Float32Array, offset: number, gain: number): void {
  const end = Math.min(source.length, target.length - offset);
  for (let i = Math.max(0, -offset); i < end; i++) {
    const t = offset + i;
    target[t] = (target[t] ?? 0) + (source[i] ?? 0) * gain;
  }
}

/** Consecutive notes that form one chord or strum (same gate, tone and velocity, close onsets). */
function groupChords(notes: readonly NoteEvent[]): NoteEvent[][] {
  const groups: NoteEvent[][] = [];
  let current: NoteEvent[] = [];
  for (const note of notes) {
    const first = current[0];
    const joins =
      first !== undefined &&
      note.start >= first.start &&
      note.start - first.start < GROUP_WINDOW &&
      note.gate === first.gate &&
      note.tone === first.tone &&
      note.velocity === first.velocity;
    if (joins) {
      current.push(note);
    } else {
      if (current.length > 0) groups.push(current);
      current = [note];
    }
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

function renderPart(part: Part, target: Float32Array, rng: Rng): void {
  const notes = new Map<string, Float32Array>();
  const chords = new Map<string, Float32Array>();
  const noteBuffer = (midi: number, gate: number, tone: number): Float32Array => {
    const cacheKey = `${midi}|${gate}|${tone}`;
    let buffer = notes.get(cacheKey);
    if (!buffer) {
      buffer = renderNote(part.voice, midiToFrequency(midi), gate, rng, tone);
      notes.set(cacheKey, buffer);
    }
    return buffer;
  };
  for (const group of groupChords(part.notes)) {
    const first = group[0];
    if (!first) continue;
    // Quantising tone keeps the caches effective while still letting sections differ in colour.
    const tone = Math.round(first.tone * TONE_STEPS) / TONE_STEPS;
    let buffer: Float32Array;
    if (group.length === 1) {
      buffer = noteBuffer(first.midi, first.gate, tone);
    } else {
      const chordKey = `${group.map((note) => `${note.midi}@${note.start - first.start}`).join(',')}|${first.gate}|${tone}`;
      const cached = chords.get(chordKey);
      if (cached) {
        buffer = cached;
      } else {
        const members = group.map((note) => ({
          offset: note.start - first.start,
          samples: noteBuffer(note.midi, note.gate, tone),
        }));
        buffer = new Float32Array(
          Math.max(...members.map((member) => member.offset + member.samples.length)),
        );
        for (const member of members) addInto(buffer, member.samples, member.offset, 1);
        chords.set(chordKey, buffer);
      }
    }
    const gain = first.velocity * part.level;
    addInto(target, buffer, first.start, gain);
    for (let i = 0; part.echoSamples > 0 && i < ECHO_LEVELS.length; i++) {
      addInto(
        target,
        buffer,
        first.start + part.echoSamples * (i + 1),
        gain * (ECHO_LEVELS[i] ?? 0),
      );
    }
  }
}

export interface MixOptions {
  /** Fade-in length; ambient pieces swell in, others only avoid a click. */
  fadeInS: number;
  fadeOutS: number;
}

/** Mixes every part, drums and effects into a mastered buffer of exactly `score.totalSamples`. */
export function mixScore(score: Score, options: MixOptions): Float32Array {
  const rng = new Rng(mixSeed(score.seed, hashString('render')));
  const length = score.totalSamples;
  const dry = new Float32Array(length);
  const space = new Float32Array(length);
  // Pumped harmony needs its own bus so the ducking does not touch drums, bass and lead.
  const pumped = score.pump > 0 ? new Float32Array(length) : space;
  for (const part of score.parts) {
    const target = part.pumped ? pumped : part.bus === 'space' ? space : dry;
    renderPart(part, target, rng.fork(part.role));
  }
  const kit = renderDrumKit(score.drumStyle, rng.fork('kit'));
  for (const hit of score.drums) {
    const [level, bus] = DRUM_MIX[hit.drum];
    addInto(bus === 'space' ? space : dry, kit[hit.drum], hit.start, hit.velocity * level);
  }
  if (pumped !== space) {
    pumpInto(pumped, space, score.beatSamples, score.pump);
  }
  reverbInto(space, dry, score.reverb, 0.35 + 0.9 * score.reverb);
  if (score.vinylCrackle) addVinylTexture(dry, rng.fork('vinyl'));
  masterInPlace(dry, options.fadeInS, options.fadeOutS, 0.16);
  return dry;
}
