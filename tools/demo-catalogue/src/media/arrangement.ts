// Song form: intro → verse/chorus pairs with a bridge → outro, sized to the requested duration.
// Section length adapts to tempo so a section always lasts roughly 10–25 seconds.
import type { Rng } from './prng.js';
import type { Section, SectionKind } from './score.js';

const ENERGY: Record<SectionKind, number> = {
  intro: 0.3,
  verse: 0.6,
  chorus: 0.95,
  bridge: 0.45,
  outro: 0.35,
};

/** The order middle sections are taken in; long tracks cycle through it. */
const MIDDLE_ORDER: readonly SectionKind[] = [
  'verse',
  'chorus',
  'verse',
  'chorus',
  'bridge',
  'chorus',
];

export function sectionLengthBars(barSeconds: number): number {
  if (barSeconds >= 2.8) return 4;
  if (barSeconds >= 1.45) return 8;
  return 16;
}

/**
 * Plans sections filling `totalBars`. The first verse may be skipped for variety (songs that open
 * on the hook), and a leftover shorter than a section is absorbed by the outro.
 */
export function planSections(totalBars: number, barSeconds: number, rng: Rng): Section[] {
  const unit = sectionLengthBars(barSeconds);
  const half = unit / 2;
  const introBars = totalBars >= unit * 5 ? unit : half;
  let outroBars = half;
  let middleBars = totalBars - introBars - outroBars;
  const order = [...MIDDLE_ORDER];
  // Some songs use a shorter first verse-chorus cycle starting straight with the chorus hook.
  if (rng.chance(0.2)) order.shift();
  const middle: { kind: SectionKind; bars: number }[] = [];
  // Whole sections first; a leftover of at least half a section becomes a short one.
  while (middleBars >= half) {
    const bars = middleBars >= unit ? unit : half;
    middle.push({ kind: order[middle.length % order.length] ?? 'chorus', bars });
    middleBars -= bars;
  }
  outroBars += middleBars;
  const last = middle[middle.length - 1];
  // A song should not end on a bridge or lack a chorus: the last middle section becomes one.
  if (last && (last.kind === 'bridge' || !middle.some((section) => section.kind === 'chorus')))
    last.kind = 'chorus';

  const sections: Section[] = [];
  const seen: Record<SectionKind, number> = { intro: 0, verse: 0, chorus: 0, bridge: 0, outro: 0 };
  let bar = 0;
  const add = (kind: SectionKind, bars: number): void => {
    if (bars <= 0) return;
    const occurrence = seen[kind]++;
    const energy = Math.min(
      1,
      ENERGY[kind] + (kind === 'chorus' || kind === 'verse' ? occurrence * 0.05 : 0),
    );
    sections.push({ kind, startBar: bar, bars, occurrence, energy });
    bar += bars;
  };
  add('intro', introBars);
  for (const section of middle) add(section.kind, section.bars);
  add('outro', outroBars);
  return sections;
}

/** The section a preview should start on: first chorus, else the most energetic one. */
export function highlightSection(sections: readonly Section[]): Section | undefined {
  const chorus = sections.find((section) => section.kind === 'chorus');
  if (chorus) return chorus;
  return [...sections].sort((a, b) => b.energy - a.energy)[0];
}
