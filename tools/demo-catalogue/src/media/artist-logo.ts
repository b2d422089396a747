// Artist logo on a transparent background: a geometric emblem holding the initials, next to a
// wordmark of the name, all drawn with the vector stroke font.
import { css, type Palette } from './palettes.js';
import type { Rng } from './prng.js';
import { GLYPH_HEIGHT, drawableText, initials, measure, textPath } from './stroke-font.js';
import { fmt, svgDocument } from './svg.js';

export const LOGO_WIDTH = 1200;
export const LOGO_HEIGHT = 300;

function emblem(rng: Rng, cx: number, cy: number, radius: number): string {
  switch (rng.int(0, 2)) {
    case 0:
      return `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(radius)}"/><circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(radius * 0.84)}"/>`;
    case 1: {
      const points = Array.from({ length: 6 }, (_, i) => {
        const angle = (Math.PI / 3) * i + Math.PI / 6;
        return `${fmt(cx + radius * Math.cos(angle))},${fmt(cy + radius * Math.sin(angle))}`;
      });
      return `<polygon points="${points.join(' ')}"/>`;
    }
    default:
      return `<rect x="${fmt(cx - radius * 0.8)}" y="${fmt(cy - radius * 0.8)}" width="${fmt(radius * 1.6)}" height="${fmt(radius * 1.6)}" rx="${fmt(radius * 0.18)}" transform="rotate(45 ${fmt(cx)} ${fmt(cy)})"/>`;
  }
}

/** Strokes twice (dark halo under the colour) so the logo reads on light and dark pages alike. */
function outlined(content: string, color: string, width: number): string {
  const common = `fill="none" stroke-linecap="round" stroke-linejoin="round"`;
  return (
    `<g ${common} stroke="rgba(0,0,0,0.45)" stroke-width="${fmt(width * 2)}">${content}</g>` +
    `<g ${common} stroke="${color}" stroke-width="${fmt(width)}">${content}</g>`
  );
}

export function logoSvg(rng: Rng, palette: Palette, name: string): string {
  const h = LOGO_HEIGHT;
  const radius = h * 0.38;
  const cx = h / 2;
  const cy = h / 2;
  const monogram = initials(name) || 'X';
  const monoScale = (radius * 0.9) / Math.max(GLYPH_HEIGHT, measure(monogram, 1.4));
  const monoWidth = measure(monogram, 1.4) * monoScale;
  const mark =
    emblem(rng, cx, cy, radius) +
    `<path d="${textPath(monogram, cx - monoWidth / 2, cy - (GLYPH_HEIGHT * monoScale) / 2, monoScale, 1.4)}"/>`;

  const word = drawableText(name);
  const tracking = 2.2;
  const available = LOGO_WIDTH - h * 1.15;
  const scale = Math.min(
    (h * 0.32) / GLYPH_HEIGHT,
    available / Math.max(1, measure(word, tracking)),
  );
  const wordmark = `<path d="${textPath(word, h * 1.1, h / 2 - (GLYPH_HEIGHT * scale) / 2, scale, tracking)}"/>`;
  const accent = css(rng.pick(palette.accents));
  return svgDocument(
    LOGO_WIDTH,
    h,
    '',
    outlined(mark, accent, h * 0.035) +
      outlined(wordmark, css(palette.light), Math.max(2, scale * 0.55)),
  );
}
