// Lays drum patterns over the song form: sparse intros, grooves per section, fills before a
// change, a cymbal on the downbeat of a new section, small velocity and timing variations.
import { patternsFor, velocityAt, type DrumPattern } from './drum-patterns.js';
import type { DrumId } from './drums.js';
import type { DrumStyle } from './genres.js';
import type { Rng } from './prng.js';
import type { DrumHit, Section } from './score.js';
import type { Timeline } from './timeline.js';
import { SAMPLE_RATE } from './dsp.js';

const TIMEKEEPERS: ReadonlySet<DrumId> = new Set<DrumId>(['hat', 'shaker', 'ride']);

function patternForBar(
  style: DrumStyle,
  section: Section,
  barInSection: number,
  next: Section | undefined,
): DrumPattern | null {
  const patterns = patternsFor(style);
  const lastBar = barInSection === section.bars - 1;
  switch (section.kind) {
    case 'intro':
      if (barInSection < section.bars / 2) return null;
      return lastBar && next ? patterns.fill : patterns.light;
    case 'verse':
    case 'chorus': {
      if (lastBar && next && next.kind !== section.kind) return patterns.fill;
      const grooves = patterns.grooves;
      return (
        (section.kind === 'chorus' ? grooves[grooves.length - 1] : grooves[0]) ?? patterns.light
      );
    }
    case 'bridge':
      return lastBar ? patterns.fill : patterns.light;
    case 'outro':
      return barInSection < section.bars / 2 ? patterns.light : null;
  }
}

export function writeDrums(
  style: DrumStyle,
  sections: readonly Section[],
  timeline: Timeline,
  rng: Rng,
  humanizeMs: number,
): DrumHit[] {
  const hits: DrumHit[] = [];
  const jitter = (humanizeMs / 1000) * SAMPLE_RATE;
  const accent = patternsFor(style).accent;
  sections.forEach((section, index) => {
    const next = sections[index + 1];
    if (accent && index > 0 && (section.kind === 'chorus' || section.kind === 'verse')) {
      hits.push({
        drum: accent,
        start: timeline.at(section.startBar, 0),
        velocity: 0.55 * section.energy + 0.2,
      });
    }
    for (let barInSection = 0; barInSection < section.bars; barInSection++) {
      const pattern = patternForBar(style, section, barInSection, next);
      if (!pattern) continue;
      const bar = section.startBar + barInSection;
      for (const [drum, row] of Object.entries(pattern) as [DrumId, string][]) {
        for (let step = 0; step < 16; step++) {
          let velocity = velocityAt(row, step);
          if (velocity === 0) continue;
          // Timekeepers breathe a little; everything else keeps its written dynamics.
          if (TIMEKEEPERS.has(drum)) velocity *= rng.range(0.82, 1.05);
          velocity *= 0.75 + 0.3 * section.energy;
          const offset = jitter > 0 ? Math.round(rng.range(-jitter, jitter)) : 0;
          hits.push({ drum, start: Math.max(0, timeline.at(bar, step) + offset), velocity });
        }
      }
      // Occasional ghost notes keep repeated bars from sounding looped.
      if (section.kind !== 'intro' && pattern.snare !== undefined && rng.chance(0.2)) {
        hits.push({ drum: 'snare', start: timeline.at(bar, rng.pick([7, 9, 15])), velocity: 0.18 });
      }
    }
  });
  // Close the song with one final hit on the last bar.
  const last = sections[sections.length - 1];
  if (last && style !== 'ambient') {
    const end = timeline.at(last.startBar + last.bars - 1, 0);
    hits.push({ drum: 'kick', start: end, velocity: 0.8 });
    if (accent) hits.push({ drum: accent, start: end, velocity: 0.6 });
  }
  return hits;
}
