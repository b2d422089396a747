// Song-level decisions (tempo, key, mode, instruments, form) and the walk through the form that
// turns melodies, bass lines, chords and drums into one Score.
import { highlightSection, planSections } from './arrangement.js';
import { createBassWriter } from './bass-line.js';
import { createChordWriter } from './chord-parts.js';
import { SAMPLE_RATE } from './dsp.js';
import { writeDrums } from './drum-track.js';
import { resolveGenre, type GenreProfile } from './genres.js';
import { chooseHarmony, chordRootAt } from './harmony.js';
import { composePhrase, type MelodyNote } from './melody.js';
import { Rng } from './prng.js';
import { chordDegrees, degreeToMidi, pentatonicDegrees, voiceChord, type Key } from './scales.js';
import type { NoteEvent, Part, Score, SectionKind } from './score.js';
import { Timeline } from './timeline.js';
import { createVoice, type Voice } from './voices.js';

export interface SongRequest {
  seed: number;
  genre: string;
  durationS: number;
}

function makePart(
  role: Part['role'],
  kind: Parameters<typeof createVoice>[0],
  rng: Rng,
  level: number,
): Part {
  return {
    role,
    voice: createVoice(kind, rng),
    notes: [],
    level,
    bus: role === 'bass' ? 'dry' : 'space',
    pumped: false,
    echoSamples: 0,
  };
}

function withShortRelease(voice: Voice, maxRelease: number): Voice {
  return { ...voice, env: { ...voice.env, release: Math.min(voice.env.release, maxRelease) } };
}

export function composeSong(request: SongRequest): Score {
  const rng = new Rng(request.seed);
  const profile: GenreProfile = resolveGenre(request.genre);
  const bpm = Math.round(rng.range(profile.bpm[0], profile.bpm[1]));
  const key: Key = { tonic: 52 + rng.int(0, 11), mode: rng.pick(profile.modes) };
  const timeline = new Timeline(bpm, profile.swing, profile.swingUnit);
  const totalSamples = Math.round(request.durationS * SAMPLE_RATE);
  const barSeconds = timeline.barSamples / SAMPLE_RATE;
  // Leave a few seconds after the last bar for the final chord to ring out under the fade.
  const tailSeconds = Math.min(4, Math.max(2, barSeconds));
  const totalBars = Math.max(4, Math.floor((request.durationS - tailSeconds) / barSeconds));
  const sections = planSections(totalBars, barSeconds, rng.fork('form'));
  const harmony = chooseHarmony(profile.progression, key.mode, rng.fork('harmony'));

  const bass = makePart('bass', rng.pick(profile.bassVoices), rng.fork('bass-voice'), 0.95);
  const padKind = profile.padVoices.length > 0 ? rng.pick(profile.padVoices) : null;
  const pad = padKind ? makePart('pad', padKind, rng.fork('pad-voice'), 0.6) : null;
  const chords = makePart(
    'chords',
    rng.pick(profile.chordVoices),
    rng.fork('chord-voice'),
    pad ? 0.45 : 0.6,
  );
  const lead = makePart('lead', rng.pick(profile.leadVoices), rng.fork('lead-voice'), 0.62);
  const counter = makePart(
    'counter',
    lead.voice.kind === 'fm-bell' ? 'pluck' : 'fm-bell',
    rng.fork('counter-voice'),
    0.3,
  );
  // Fast arpeggios of long-ringing voices turn to mush (and cost mixing time): keep tails short.
  if (profile.chordStyle === 'arp') chords.voice = withShortRelease(chords.voice, 0.35);
  // Same for a bell playing the melody: with the echo on top, long tails blur the line.
  lead.voice = withShortRelease(lead.voice, 0.5);
  for (const part of [pad, chords]) if (part) part.pumped = profile.pump > 0;
  if (profile.reverb >= 0.3) lead.echoSamples = timeline.steps(3);

  const allowed = profile.pentatonicMelody ? pentatonicDegrees(key.mode) : null;
  const phrases = new Map<SectionKind, MelodyNote[]>();
  const phraseFor = (kind: SectionKind, bars: number): MelodyNote[] => {
    const cached = phrases.get(kind);
    if (cached) return cached;
    const density = kind === 'chorus' ? 0.45 : kind === 'bridge' ? 0.25 : 0.6;
    const center = kind === 'chorus' ? 4 : kind === 'bridge' ? 3 : 1;
    const phrase = composePhrase(
      {
        bars,
        progression: harmony.bySection[kind],
        harmonicRhythm: profile.harmonicRhythm,
        sevenths: profile.sevenths,
        allowed,
        density,
        center,
      },
      rng.fork(`melody-${kind}`),
    );
    phrases.set(kind, phrase);
    return phrase;
  };

  const bassWriter = createBassWriter(profile.bass, rng.fork('bass-line'));
  const chordWriter = createChordWriter(profile.chordStyle, rng.fork('chord-part'));
  const partRng = rng.fork('performance');
  const jitter = (profile.humanizeMs / 1000) * SAMPLE_RATE;
  const timingOffset = (): number => (jitter > 0 ? Math.round(partRng.range(-jitter, jitter)) : 0);
  const humanize = (start: number): number => Math.max(0, start + timingOffset());
  const push = (
    part: Part,
    start: number,
    gate: number,
    midi: number,
    velocity: number,
    tone: number,
  ): void => {
    const note: NoteEvent = { start, gate: Math.max(1, gate), midi, velocity, tone };
    part.notes.push(note);
  };

  const lastSection = sections[sections.length - 1];
  const finalBar = lastSection ? lastSection.startBar + lastSection.bars - 1 : 0;
  for (const section of sections) {
    const progression = harmony.bySection[section.kind];
    const tone = 0.35 + 0.65 * section.energy;
    for (let barInSection = 0; barInSection < section.bars; barInSection++) {
      const bar = section.startBar + barInSection;
      const isFinal = bar === finalBar;
      const root = isFinal ? 0 : chordRootAt(progression, barInSection, profile.harmonicRhythm);
      const nextRoot = chordRootAt(
        progression,
        barInSection + profile.harmonicRhythm,
        profile.harmonicRhythm,
      );
      const degrees = chordDegrees(root, profile.sevenths);
      const chordStart = barInSection % profile.harmonicRhythm === 0 || isFinal;
      const barStart = timeline.at(bar, 0);

      if (pad && chordStart) {
        const bars = isFinal ? 1 : Math.min(profile.harmonicRhythm, section.bars - barInSection);
        const gate = isFinal
          ? Math.round(timeline.barSamples + tailSeconds * SAMPLE_RATE * 0.5)
          : Math.round(bars * timeline.barSamples);
        for (const midi of voiceChord(key, degrees, 60)) push(pad, barStart, gate, midi, 0.8, tone);
      }
      const chordsPlay = section.kind !== 'intro' || barInSection >= section.bars / 4 || !pad;
      if (isFinal) {
        for (const midi of voiceChord(key, degrees, 64))
          push(chords, barStart, timeline.steps(12), midi, 0.7, tone);
      } else if (chordsPlay) {
        // One timing offset per stroke: a hand plays a chord together, so its notes stay grouped.
        const strokeOffsets = new Map<number, number>();
        for (const note of chordWriter.bar({
          voicing: voiceChord(key, degrees, 64),
          energy: section.energy,
        })) {
          const offset = strokeOffsets.get(note.step) ?? timingOffset();
          strokeOffsets.set(note.step, offset);
          const start =
            timeline.at(bar, note.step) + offset + Math.round((note.delayMs / 1000) * SAMPLE_RATE);
          push(
            chords,
            Math.max(0, start),
            timeline.steps(note.length),
            note.midi,
            note.velocity,
            tone,
          );
        }
      }
      const bassPlays = section.kind !== 'intro' || barInSection >= section.bars / 2;
      if (bassPlays && (section.kind !== 'outro' || barInSection < section.bars - 1 || isFinal)) {
        const notes = isFinal
          ? [
              {
                step: 0,
                length: 12,
                midi: degreeToMidi(key, 0) - 12 * (degreeToMidi(key, 0) > 47 ? 2 : 1),
                velocity: 0.9,
              },
            ]
          : bassWriter.bar({
              key,
              chordRoot: root,
              nextChordRoot: nextRoot,
              energy: section.energy,
            });
        for (const note of notes)
          push(
            bass,
            humanize(timeline.at(bar, note.step)),
            timeline.steps(note.length) - 40,
            note.midi,
            note.velocity,
            tone,
          );
      }
    }

    const hasLead =
      section.kind === 'verse' || section.kind === 'chorus' || section.kind === 'bridge';
    if (hasLead) {
      // Every occurrence of a kind sings the same phrase, written for the longest such section;
      // shorter ones (a half chorus) stop at their end.
      const longest = Math.max(
        ...sections.filter((other) => other.kind === section.kind).map((other) => other.bars),
      );
      const phrase = phraseFor(section.kind, longest);
      const doubled = section.kind === 'chorus' && section.occurrence > 0;
      const sectionSteps = section.bars * 16;
      for (const note of phrase) {
        if (note.step >= sectionSteps) continue;
        const midi = degreeToMidi(key, note.degree) + 12;
        const start = humanize(timeline.at(section.startBar, note.step));
        const gate = timeline.steps(Math.min(note.length, sectionSteps - note.step)) - 60;
        push(lead, start, gate, midi, note.velocity, tone);
        if (doubled) push(counter, start, gate, midi + 12, note.velocity * 0.8, tone);
      }
    }
  }

  const drums = writeDrums(
    profile.drums,
    sections,
    timeline,
    rng.fork('drums'),
    profile.humanizeMs,
  );
  const highlight = highlightSection(sections);
  return {
    seed: request.seed,
    totalSamples,
    bpm,
    sections,
    parts: [bass, ...(pad ? [pad] : []), chords, lead, counter].filter(
      (part) => part.notes.length > 0,
    ),
    drums,
    drumStyle: profile.drums,
    reverb: profile.reverb,
    pump: profile.pump,
    beatSamples: timeline.beatSamples,
    vinylCrackle: profile.vinylCrackle,
    highlightSample: highlight ? timeline.at(highlight.startBar, 0) : 0,
  };
}
