// Artist banner (wide header): layered horizon ridges or waves under light beams and bokeh, with the
// lower-left darkened so the page can overlay the artist's name legibly.
import { css, lighten, type Palette } from './palettes.js';
import type { Rng } from './prng.js';
import { fmt, linearGradient, softShapes, svgDocument } from './svg.js';

export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 400;

function horizon(
  rng: Rng,
  width: number,
  height: number,
  baseline: number,
  roughness: number,
  smooth: boolean,
): string {
  let d = `M0 ${height}`;
  let y = baseline;
  const phase = rng.range(0, Math.PI * 2);
  const frequency = rng.range(1.5, 4);
  for (let step = 0; step <= 64; step++) {
    const x = (step / 64) * width;
    if (smooth) y = baseline + roughness * Math.sin(phase + (x / width) * Math.PI * 2 * frequency);
    else y += rng.range(-roughness, roughness) * 0.7 + (baseline - y) * 0.2;
    d += `L${fmt(x)} ${fmt(y)}`;
  }
  return `${d}L${width} ${height}Z`;
}

export function bannerSvg(rng: Rng, palette: Palette): string {
  const w = BANNER_WIDTH;
  const h = BANNER_HEIGHT;
  const smooth = rng.chance(0.5);
  const colors = [...palette.accents, palette.light];
  let beams = '';
  for (let i = 0; i < rng.int(3, 6); i++) {
    const x = w * rng.range(0.2, 1);
    const spread = w * rng.range(0.03, 0.08);
    beams += `<path d="M${fmt(x)} 0L${fmt(x + spread)} 0L${fmt(x - w * 0.15 + spread * 3)} ${h}L${fmt(x - w * 0.15)} ${h}Z" fill="${css(palette.light, rng.range(0.05, 0.14))}"/>`;
  }
  const bokeh = softShapes(
    'bokeh',
    Array.from({ length: rng.int(14, 24) }, () => {
      const radius = h * rng.range(0.025, 0.11);
      return {
        cx: w * rng.range(0, 1),
        cy: h * rng.range(0, 0.7),
        rx: radius,
        ry: radius,
        color: css(rng.pick(colors), rng.range(0.2, 0.6)),
      };
    }),
    0.75,
  );
  let land = '';
  const layers = rng.int(3, 5);
  for (let i = 0; i < layers; i++) {
    const depth = i / (layers - 1);
    const color = lighten(palette.accents[i % 3] ?? palette.background[0], 10 - depth * 38);
    land += `<path d="${horizon(rng, w, h, h * (0.5 + depth * 0.35), h * (0.04 + 0.05 * (1 - depth)), smooth)}" fill="${css(color, 0.92)}"/>`;
  }
  const defs =
    linearGradient(
      'sky',
      [
        [0, css(palette.background[0])],
        [0.7, css(palette.background[1])],
        [1, css(palette.accents[0])],
      ],
      rng.range(80, 100),
    ) +
    linearGradient(
      'legible',
      [
        [0, 'rgba(0,0,0,0.55)'],
        [0.55, 'rgba(0,0,0,0)'],
      ],
      0,
    ) +
    bokeh.defs;
  const body =
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
    beams +
    bokeh.body +
    land +
    `<rect width="${w}" height="${h}" fill="url(#legible)"/>`;
  return svgDocument(w, h, defs, body);
}
