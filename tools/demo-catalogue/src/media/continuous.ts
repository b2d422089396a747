// A continuous album (issue 26): one signal the length of the whole album — a slowly moving drone
// chord with a soft pulse at 90 BPM over it, never silent — cut into tracks at sample-exact
// boundaries, so a gapless player that joins them right plays it back unbroken, and any silence
// or jump it inserts at a boundary shows in what it outputs (the frontend's bench measures it).
// Smooth by construction (sines under smooth envelopes): no sample steps further than the
// signal's own slope, so a discontinuity at a boundary stands out. Pure: no I/O.
import { SAMPLE_RATE, sineOf } from './dsp.js';
import { Rng } from './prng.js';

export interface ContinuousPiece {
  /** The track's media key (`<album-slug>-<nn>`). */
  key: string;
  durationS: number;
  withPreview: boolean;
}

export interface ContinuousAlbumSpec {
  /** The album's slug. */
  key: string;
  seed: number;
  pieces: readonly ContinuousPiece[];
}

/**
 * Each piece's length in samples: the album cut at round(seconds so far × rate), so the pieces
 * add up to the whole signal exactly and every boundary is one sample of it.
 */
export function continuousCuts(durationsS: readonly number[], sampleRate = SAMPLE_RATE): number[] {
  let secondsSoFar = 0;
  let cutSoFar = 0;
  return durationsS.map((durationS) => {
    secondsSoFar += durationS;
    const cut = Math.round(secondsSoFar * sampleRate);
    const length = cut - cutSoFar;
    cutSoFar = cut;
    return length;
  });
}

/** Semitones above the drone's root (A1, 55 Hz) of each chord the drone moves through. */
const CHORDS: readonly (readonly number[])[] = [
  [0, 7, 12, 16, 19],
  [-3, 4, 9, 12, 16],
  [-7, 0, 5, 9, 12],
  [-5, 2, 7, 11, 14],
  [-2, 5, 10, 14, 17],
];
const VOICES = 5;
const ROOT_HZ = 55;
const CHORD_SECONDS = 22;
const CROSSFADE_SECONDS = 7;
const PULSE_BPM = 90;
const FADE_IN_S = 3;
const FADE_OUT_S = 6;

const hz = (semitones: number): number => ROOT_HZ * 2 ** (semitones / 12);
/** 0 → 1 along a raised cosine: no corner where it starts or ends. */
const smoothStep = (x: number): number =>
  x <= 0 ? 0 : x >= 1 ? 1 : 0.5 - 0.5 * Math.cos(Math.PI * x);

/** The whole album's mono PCM at SAMPLE_RATE (−1..1), as long as its pieces together. */
export function renderContinuousPcm(spec: ContinuousAlbumSpec): Float32Array {
  const cuts = continuousCuts(spec.pieces.map((piece) => piece.durationS));
  const total = cuts.reduce((sum, length) => sum + length, 0);
  const pcm = new Float32Array(total);
  const rng = new Rng(spec.seed);
  const chordSamples = CHORD_SECONDS * SAMPLE_RATE;
  const fadeSamples = CROSSFADE_SECONDS * SAMPLE_RATE;
  const order = Array.from(
    { length: Math.ceil(total / chordSamples) + 1 },
    (_, index) => CHORDS[(index + Math.floor(rng.next() * CHORDS.length)) % CHORDS.length] ?? [],
  );
  const detune = Array.from({ length: VOICES }, () => 1 + (rng.next() - 0.5) * 0.004);

  // The drone: each chord's voices at steady phases, crossfaded into the next chord.
  const phases = new Float64Array(order.length * VOICES);
  const chordSample = (index: number, weight: number): number => {
    const chord = order[index] ?? [];
    let sum = 0;
    for (let voice = 0; voice < chord.length; voice += 1) {
      const slot = index * VOICES + voice;
      const step = (hz(chord[voice] ?? 0) * (detune[voice] ?? 1)) / SAMPLE_RATE;
      const phase = (phases[slot] ?? 0) + step;
      phases[slot] = phase;
      if (weight > 0) sum += sineOf(phase) / (1 + voice * 0.6);
    }
    return weight * sum;
  };
  for (let n = 0; n < total; n += 1) {
    const section = Math.floor(n / chordSamples);
    const next = smoothStep((n - (section + 1) * chordSamples + fadeSamples) / fadeSamples);
    const sample = chordSample(section, 1 - next) + chordSample(section + 1, next);
    // A slow swell, so the drone breathes (period 11 s).
    const swell = 0.85 + 0.15 * Math.sin((2 * Math.PI * n) / (11 * SAMPLE_RATE));
    pcm[n] = 0.16 * swell * sample;
  }

  // The pulse: a soft bell on every beat, two octaves over the chord's root.
  const beat = (60 / PULSE_BPM) * SAMPLE_RATE;
  const attack = Math.round(0.012 * SAMPLE_RATE);
  const decay = 0.35 * SAMPLE_RATE;
  for (let start = 0; start < total; start += beat) {
    const onset = Math.round(start);
    const chord = order[Math.floor(onset / chordSamples)] ?? [];
    const pitch = hz((chord[0] ?? 0) + 24);
    const length = Math.min(total - onset, Math.round(decay * 6));
    for (let i = 0; i < length; i += 1) {
      const envelope = smoothStep(i / attack) * Math.exp(-i / decay);
      const n = onset + i;
      pcm[n] = (pcm[n] ?? 0) + 0.14 * envelope * sineOf((pitch * i) / SAMPLE_RATE);
    }
  }

  // The album fades in once and out once: never at a boundary between its tracks.
  const fadeIn = FADE_IN_S * SAMPLE_RATE;
  const fadeOut = FADE_OUT_S * SAMPLE_RATE;
  for (let n = 0; n < total; n += 1) {
    const gain = smoothStep(n / fadeIn) * smoothStep((total - n) / fadeOut);
    pcm[n] = (pcm[n] ?? 0) * gain;
  }
  return pcm;
}

/** The album's PCM cut into its pieces (views of one buffer, in order). */
export function cutContinuousPcm(spec: ContinuousAlbumSpec, pcm: Float32Array): Float32Array[] {
  let offset = 0;
  return continuousCuts(spec.pieces.map((piece) => piece.durationS)).map((length) => {
    const piece = pcm.subarray(offset, offset + length);
    offset += length;
    return piece;
  });
}
