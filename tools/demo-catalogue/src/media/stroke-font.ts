// A monoline vector alphabet (A–Z, 0–9) for logos and monograms. Letters are polylines on a 4×6
// grid, stroked with round caps, so wordmarks render without any font installed (SVG <text> would
// depend on the fonts of whichever machine runs the seed).
import { fmt } from './svg.js';

type Stroke = readonly (readonly [number, number])[];

/**
 * Glyphs as strokes: "x,y x,y …" polylines on the 4×6 grid (y down), strokes separated by "|".
 * Strings keep the table compact and readable; they are parsed once at load.
 */
const GLYPH_SOURCE: Record<string, string> = {
  A: '0,6 2,0 4,6 | 0.7,4 3.3,4',
  B: '0,3 0,0 3,0 4,1 4,2 3,3 0,3 0,6 3,6 4,5 4,4 3,3',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0',
  E: '4,0 0,0 0,6 4,6 | 0,3 3,3',
  F: '4,0 0,0 0,6 | 0,3 3,3',
  G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.5 2.5,3.5',
  H: '0,0 0,6 | 4,0 4,6 | 0,3 4,3',
  I: '2,0 2,6 | 1,0 3,0 | 1,6 3,6',
  J: '4,0 4,5 3,6 1,6 0,5',
  K: '0,0 0,6 | 4,0 0,3.8 | 1.4,2.6 4,6',
  L: '0,0 0,6 4,6',
  M: '0,6 0,0 2,3.5 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  O: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0',
  P: '0,6 0,0 3,0 4,1 4,2.5 3,3.5 0,3.5',
  Q: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0 | 2.6,4.6 4.2,6.3',
  R: '0,6 0,0 3,0 4,1 4,2.5 3,3.5 0,3.5 | 2,3.5 4,6',
  S: '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
  T: '0,0 4,0 | 2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,2.5 3,6 4,0',
  X: '0,0 4,6 | 4,0 0,6',
  Y: '0,0 2,3 4,0 | 2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
  '/': '0.5,6 3.5,0',
  '+': '2,1.5 2,4.5 | 0.5,3 3.5,3',
  '-': '1,3 3,3',
  '.': '2,5.8 2,6',
  '0': '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0 | 3.6,0.8 0.4,5.2',
  '1': '1,1 2,0 2,6 | 1,6 3,6',
  '2': '0,1 1,0 3,0 4,1 4,2 0,6 4,6',
  '3': '0,1 1,0 3,0 4,1 4,2 3,3 1.5,3 | 3,3 4,4 4,5 3,6 1,6 0,5',
  '4': '3,6 3,0 0,4 4,4',
  '5': '4,0 0,0 0,3 3,3 4,4 4,5 3,6 1,6 0,5',
  '6': '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3',
  '7': '0,0 4,0 1.5,6',
  '8': '1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3',
  '9': '4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6 0,5',
};

const GLYPHS: Record<string, readonly Stroke[]> = Object.fromEntries(
  Object.entries(GLYPH_SOURCE).map(([char, source]) => [
    char,
    source.split('|').map((stroke) =>
      stroke
        .trim()
        .split(/\s+/)
        .map((point) => {
          const [x = 0, y = 0] = point.split(',').map(Number);
          return [x, y] as const;
        }),
    ),
  ]),
);

export const GLYPH_WIDTH = 4;
export const GLYPH_HEIGHT = 6;
const SPACE_WIDTH = 3;

const advance = (char: string, tracking: number): number =>
  (char === ' ' ? SPACE_WIDTH : GLYPH_WIDTH) + tracking;

/** Upper-cased text reduced to drawable characters (accents stripped, other symbols become spaces). */
export function drawableText(text: string): string {
  return (
    text
      .normalize('NFKD')
      // Combining accents (é → e + ´) go; "&" becomes a plus sign, as logos often set it.
      .replace(/[\u0300-\u036f']/g, '')
      .replace(/&/g, '+')
      .toUpperCase()
      .replace(/[^A-Z0-9/+.\- ]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Width of `text` in grid units with the given letter and word spacing. */
export function measure(text: string, tracking: number): number {
  const drawable = drawableText(text);
  let width = 0;
  for (const char of drawable) width += advance(char, tracking);
  return drawable.length === 0 ? 0 : width - tracking;
}

/**
 * SVG path data for `text` with its top-left at (x, y), one grid unit = `scale` px. Stroke it
 * (round caps and joins) to draw the letters.
 */
export function textPath(
  text: string,
  x: number,
  y: number,
  scale: number,
  tracking: number,
): string {
  let cursor = 0;
  let d = '';
  for (const char of drawableText(text)) {
    for (const stroke of GLYPHS[char] ?? []) {
      stroke.forEach(([gx, gy], i) => {
        d += `${i === 0 ? 'M' : 'L'}${fmt(x + (cursor + gx) * scale)} ${fmt(y + gy * scale)}`;
      });
    }
    cursor += advance(char, tracking);
  }
  return d;
}

/** Initials of up to `count` words ("neon harbor" → "NH", "Salt/Static" → "SS"). */
export function initials(text: string, count = 2): string {
  return drawableText(text)
    .split(/[^A-Z0-9]+/)
    .filter((word) => word.length > 0)
    .slice(0, count)
    .map((word) => word.charAt(0))
    .join('');
}
