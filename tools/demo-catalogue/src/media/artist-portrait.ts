// Artist "photo": an abstract head-and-shoulders silhouette, rim-lit against a bokeh background.
// Centred, so it also works cropped to a circle.
import { css, lighten, type Palette } from './palettes.js';
import type { Rng } from './prng.js';
import {
  blurFilter,
  fmt,
  linearGradient,
  radialGradient,
  softShapes,
  svgDocument,
  vignette,
} from './svg.js';

export const PORTRAIT_SIZE = 512;

export type HairStyle = 'short' | 'long' | 'round' | 'bun';

/**
 * Silhouette shapes (shoulders, head, hair) for a portrait of `size` px. Separate paths, because
 * overlapping sub-paths of one path could cancel out under the non-zero fill rule.
 */
function silhouette(rng: Rng, size: number, hairStyle?: HairStyle): string[] {
  const cx = size * rng.range(0.44, 0.56);
  const headY = size * rng.range(0.36, 0.44);
  const rx = size * rng.range(0.12, 0.15);
  const ry = rx * rng.range(1.18, 1.32);
  const shoulder = size * rng.range(0.36, 0.46);
  const neckTop = headY + ry * 0.8;
  const shoulderY = neckTop + size * rng.range(0.1, 0.14);
  const neck = rx * 0.42;
  const picked = rng.pick<HairStyle>(['short', 'long', 'round', 'bun']);
  const hair = hairStyle ?? picked;
  const shoulders =
    `M${fmt(cx - shoulder)} ${size}` +
    `C${fmt(cx - shoulder)} ${fmt(shoulderY + size * 0.05)} ${fmt(cx - shoulder * 0.7)} ${fmt(shoulderY)} ${fmt(cx - neck * 1.6)} ${fmt(shoulderY - size * 0.01)}` +
    `L${fmt(cx - neck)} ${fmt(neckTop)}L${fmt(cx + neck)} ${fmt(neckTop)}L${fmt(cx + neck * 1.6)} ${fmt(shoulderY - size * 0.01)}` +
    `C${fmt(cx + shoulder * 0.7)} ${fmt(shoulderY)} ${fmt(cx + shoulder)} ${fmt(shoulderY + size * 0.05)} ${fmt(cx + shoulder)} ${size}Z`;
  const head = `M${fmt(cx - rx)} ${fmt(headY)}a${fmt(rx)} ${fmt(ry)} 0 1 0 ${fmt(2 * rx)} 0a${fmt(rx)} ${fmt(ry)} 0 1 0 ${fmt(-2 * rx)} 0Z`;
  switch (hair) {
    case 'long':
      // Falls from the crown to just below the shoulders, tapering outwards.
      return [
        shoulders,
        head,
        `M${fmt(cx - rx * 1.08)} ${fmt(headY)}C${fmt(cx - rx * 1.15)} ${fmt(headY + ry)} ${fmt(cx - rx * 1.5)} ${fmt(shoulderY)} ${fmt(cx - rx * 1.45)} ${fmt(shoulderY + size * 0.04)}L${fmt(cx + rx * 1.45)} ${fmt(shoulderY + size * 0.04)}C${fmt(cx + rx * 1.5)} ${fmt(shoulderY)} ${fmt(cx + rx * 1.15)} ${fmt(headY + ry)} ${fmt(cx + rx * 1.08)} ${fmt(headY)}A${fmt(rx * 1.08)} ${fmt(ry * 1.08)} 0 0 0 ${fmt(cx - rx * 1.08)} ${fmt(headY)}Z`,
      ];
    case 'round':
      return [
        shoulders,
        head,
        // A full disc around the crown: reads as voluminous curly hair.
        `M${fmt(cx - rx * 1.4)} ${fmt(headY - ry * 0.3)}a${fmt(rx * 1.4)} ${fmt(rx * 1.3)} 0 1 1 ${fmt(rx * 2.8)} 0a${fmt(rx * 1.4)} ${fmt(rx * 1.3)} 0 1 1 ${fmt(-rx * 2.8)} 0Z`,
      ];
    case 'bun':
      return [
        shoulders,
        head,
        `M${fmt(cx - rx * 0.45)} ${fmt(headY - ry * 1.05)}a${fmt(rx * 0.45)} ${fmt(rx * 0.45)} 0 1 1 ${fmt(rx * 0.9)} 0a${fmt(rx * 0.45)} ${fmt(rx * 0.45)} 0 1 1 ${fmt(-rx * 0.9)} 0Z`,
      ];
    case 'short':
      return [
        shoulders,
        head,
        `M${fmt(cx - rx * 1.04)} ${fmt(headY + ry * 0.1)}a${fmt(rx * 1.04)} ${fmt(ry * 1.12)} 0 0 1 ${fmt(rx * 2.08)} 0Z`,
      ];
  }
}

export function portraitSvg(rng: Rng, palette: Palette, hairStyle?: HairStyle): string {
  const size = PORTRAIT_SIZE;
  const colors = [...palette.accents, palette.light];
  const bokeh = softShapes(
    'bokeh',
    Array.from({ length: rng.int(7, 13) }, () => {
      const radius = size * rng.range(0.035, 0.12);
      return {
        cx: size * rng.range(0, 1),
        cy: size * rng.range(0, 0.8),
        rx: radius,
        ry: radius,
        color: css(rng.pick(colors), rng.range(0.25, 0.7)),
      };
    }),
    0.75,
  );
  const lightFromLeft = rng.chance(0.5);
  const figure = silhouette(rng, size, hairStyle);
  const rimColor = css(rng.pick(colors), 0.9);
  const rim = figure.map((d) => `<path d="${d}"/>`).join('');
  const shade = vignette('vignette', size, size, 0.5);
  const defs =
    linearGradient(
      'bg',
      [
        [0, css(palette.background[1])],
        [1, css(palette.background[0])],
      ],
      rng.range(60, 120),
    ) +
    radialGradient(
      'halo',
      [
        [0, css(palette.light, 0.55)],
        [1, css(palette.light, 0)],
      ],
      0.5,
      0.42,
      0.45,
    ) +
    linearGradient(
      'body',
      [
        [0, css(lighten(palette.background[0], lightFromLeft ? 14 : -4))],
        [1, css(lighten(palette.background[0], lightFromLeft ? -4 : 14))],
      ],
      0,
    ) +
    bokeh.defs +
    blurFilter('rim', size * 0.012) +
    shade.defs;
  const body =
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
    bokeh.body +
    `<rect width="${size}" height="${size}" fill="url(#halo)"/>` +
    // Glow first, then the fill on top: only the outer half of the rim light stays visible.
    `<g fill="none" stroke="${rimColor}" stroke-width="${fmt(size * 0.018)}" filter="url(#rim)">${rim}</g>` +
    `<g fill="url(#body)">${rim}</g>` +
    shade.body;
  return svgDocument(size, size, defs, body);
}
