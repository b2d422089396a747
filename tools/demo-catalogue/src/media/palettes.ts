// Colour palettes per genre for the generated artwork, plus small HSL helpers. Each artwork rotates
// its palette's hue a little by seed, so albums of one genre are related but never identical.
import { resolveGenre } from './genres.js';
import type { Rng } from './prng.js';

/** [hue 0..360, saturation 0..100, lightness 0..100] */
export type Hsl = readonly [number, number, number];

export interface Palette {
  /** Two background tones (gradient ends), darkest first. */
  background: readonly [Hsl, Hsl];
  /** Three accent colours for shapes. */
  accents: readonly [Hsl, Hsl, Hsl];
  /** A highlight colour (suns, rims, text). */
  light: Hsl;
}

/**
 * Palettes per genre, each "background-dark, background-light | accent, accent, accent | light" as
 * "hue saturation lightness" triples: compact to read side by side, parsed once at load.
 */
const PALETTE_SOURCE: Record<string, readonly string[]> = {
  synthwave: [
    '255 60 10, 300 55 28 | 320 90 60, 190 95 55, 35 100 60 | 45 100 75',
    '230 65 12, 280 60 30 | 340 85 58, 175 90 50, 270 80 65 | 20 100 70',
  ],
  'indie folk': [
    '35 30 22, 30 40 70 | 20 55 45, 95 25 40, 40 65 60 | 45 60 88',
    '200 20 20, 35 35 75 | 15 45 50, 150 20 35, 45 50 65 | 40 50 90',
  ],
  'lo-fi hip hop': [
    '250 25 18, 20 45 65 | 330 45 65, 190 35 55, 40 70 70 | 50 80 85',
    '180 25 15, 30 40 60 | 15 60 60, 200 40 45, 60 50 70 | 40 70 88',
  ],
  ambient: [
    '210 35 12, 190 30 45 | 180 35 60, 220 40 70, 160 25 50 | 200 60 90',
    '260 20 15, 220 25 55 | 280 30 70, 200 35 65, 320 25 75 | 240 40 92',
  ],
  techno: [
    '0 0 5, 220 10 20 | 0 0 85, 200 100 50, 0 85 50 | 0 0 96',
    '150 20 6, 160 15 18 | 120 90 50, 0 0 80, 90 100 60 | 100 100 85',
  ],
  jazz: [
    '215 45 15, 210 35 30 | 40 85 55, 5 70 50, 190 50 60 | 45 60 90',
    '20 30 12, 25 30 28 | 35 80 55, 200 45 50, 350 55 45 | 40 40 88',
  ],
  'dream pop': [
    '280 40 55, 200 60 80 | 330 70 80, 180 55 75, 260 60 75 | 50 100 95',
    '340 45 60, 30 80 82 | 300 50 75, 200 60 80, 20 90 75 | 60 100 95',
  ],
  'drum and bass': [
    '230 50 8, 250 45 22 | 80 100 55, 190 100 50, 0 0 90 | 70 100 70',
    '0 0 6, 10 40 20 | 15 100 55, 50 100 55, 200 80 60 | 45 100 75',
  ],
  afrobeat: [
    '25 70 35, 40 80 55 | 140 60 35, 5 75 45, 50 95 55 | 45 90 85',
    '170 50 20, 35 75 50 | 10 80 50, 45 95 55, 280 40 40 | 50 100 88',
  ],
  'post-rock': [
    '210 15 10, 205 20 45 | 200 15 70, 30 30 60, 190 25 35 | 40 40 92',
    '20 10 8, 15 15 35 | 10 40 50, 40 25 70, 200 10 60 | 30 30 90',
  ],
  house: [
    '270 60 20, 320 65 45 | 45 100 60, 180 80 55, 300 80 70 | 55 100 85',
    '200 70 25, 170 60 45 | 330 85 65, 50 100 60, 260 70 70 | 60 100 90',
  ],
  soul: [
    '10 55 18, 25 60 40 | 40 90 55, 350 60 45, 200 40 50 | 45 80 85',
    '280 35 15, 330 40 35 | 35 85 60, 180 40 45, 10 70 55 | 40 90 88',
  ],
};

function parsePalette(source: string): Palette {
  const [background = [], accents = [], light = []] = source.split('|').map((group) =>
    group.split(',').map((triple): Hsl => {
      const [h = 0, s = 0, l = 0] = triple.trim().split(/\s+/).map(Number);
      return [h, s, l];
    }),
  );
  const [b0 = GREY, b1 = GREY] = background;
  const [a0 = GREY, a1 = GREY, a2 = GREY] = accents;
  return { background: [b0, b1], accents: [a0, a1, a2], light: light[0] ?? GREY };
}

const GREY: Hsl = [0, 0, 50];

const PALETTES: Record<string, readonly Palette[]> = Object.fromEntries(
  Object.entries(PALETTE_SOURCE).map(([genre, sources]) => [genre, sources.map(parsePalette)]),
);

const FALLBACK: readonly Palette[] = PALETTES.synthwave ?? [];

function rotate([h, s, l]: Hsl, degrees: number): Hsl {
  return [(h + degrees + 360) % 360, s, l];
}

/** The genre's palette for this seed, hue-rotated by up to ±18° so siblings differ. */
export function choosePalette(genre: string, rng: Rng): Palette {
  const options = PALETTES[resolveGenre(genre).name] ?? FALLBACK;
  const base = rng.pick(options);
  const shift = rng.range(-18, 18);
  return {
    background: [rotate(base.background[0], shift), rotate(base.background[1], shift)],
    accents: [
      rotate(base.accents[0], shift),
      rotate(base.accents[1], shift),
      rotate(base.accents[2], shift),
    ],
    light: rotate(base.light, shift / 2),
  };
}

/** CSS colour string for SVG attributes. */
export function css([h, s, l]: Hsl, alpha = 1): string {
  // The comma syntax is understood by every librsvg version sharp has shipped.
  return `hsla(${h.toFixed(1)}, ${s.toFixed(1)}%, ${l.toFixed(1)}%, ${Math.min(1, alpha).toFixed(3)})`;
}

export function lighten([h, s, l]: Hsl, amount: number): Hsl {
  return [h, s, Math.max(0, Math.min(100, l + amount))];
}
