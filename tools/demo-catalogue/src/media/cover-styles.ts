// Album-cover compositions. Each draws into a square of `size` px from a palette and a seeded
// generator and returns SVG defs + body; album-cover.ts adds a vignette, the writer film grain.
import { css, lighten, type Palette } from './palettes.js';
import type { Rng } from './prng.js';
import { fmt, linearGradient, radialGradient, softShapes } from './svg.js';

export interface Layer {
  defs: string;
  body: string;
}

export type CoverStyle =
  'sunset-grid' | 'waves' | 'bauhaus' | 'rings' | 'blobs' | 'ridges' | 'stripes';

type Draw = (rng: Rng, palette: Palette, size: number) => Layer;

/**
 * A mountain skyline from x=0 to x=size around `baseline`, closed down to the bottom edge: two
 * slow sine swells give the big shapes, a mean-reverting random walk the rocky detail.
 */
function ridgePath(rng: Rng, size: number, baseline: number, roughness: number): string {
  const points: string[] = [`M0 ${fmt(size)}`];
  const phase1 = rng.range(0, Math.PI * 2);
  const phase2 = rng.range(0, Math.PI * 2);
  const frequency = rng.range(1, 2.5);
  let detail = 0;
  for (let step = 0; step <= 48; step++) {
    const t = step / 48;
    const x = t * size;
    detail += rng.range(-1, 1) * 0.5 - detail * 0.3;
    const swell =
      Math.sin(phase1 + t * Math.PI * frequency) * 1.6 +
      Math.sin(phase2 + t * Math.PI * frequency * 2.7) * 0.7;
    points.push(`L${fmt(x)} ${fmt(baseline - roughness * (swell + detail * 0.5))}`);
  }
  points.push(`L${fmt(size)} ${fmt(size)}Z`);
  return points.join('');
}

const sunsetGrid: Draw = (rng, palette, size) => {
  const horizon = size * rng.range(0.58, 0.68);
  const radius = size * rng.range(0.2, 0.28);
  const cx = size * rng.range(0.4, 0.6);
  const cy = horizon - radius * rng.range(0.45, 0.75);
  const [a0, a1, a2] = palette.accents;
  let stripes = '';
  for (let i = 0; i < 6; i++) {
    // Classic retro sun: gaps below the centre, thickening towards the horizon.
    const y = cy + radius * (0.05 + i * 0.16);
    stripes += `<rect x="0" y="${fmt(y)}" width="${size}" height="${fmt(radius * (0.025 + i * 0.018))}" fill="black"/>`;
  }
  let grid = '';
  for (let i = -10; i <= 10; i++) {
    grid += `<line x1="${fmt(cx)}" y1="${fmt(horizon)}" x2="${fmt(cx + i * size * 0.16)}" y2="${size}"/>`;
  }
  for (let k = 1; k <= 9; k++) {
    const y = horizon + (size - horizon) * Math.pow(k / 9, 2);
    grid += `<line x1="0" y1="${fmt(y)}" x2="${size}" y2="${fmt(y)}"/>`;
  }
  return {
    defs:
      linearGradient('sky', [
        [0, css(palette.background[0])],
        [0.6, css(palette.background[1])],
        [1, css(a0)],
      ]) +
      linearGradient('sun', [
        [0, css(palette.light)],
        [1, css(a2)],
      ]) +
      `<mask id="sunMask"><rect width="${size}" height="${size}" fill="white"/>${stripes}</mask>`,
    body:
      `<rect width="${size}" height="${size}" fill="url(#sky)"/>` +
      `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(radius)}" fill="url(#sun)" mask="url(#sunMask)"/>` +
      `<path d="${ridgePath(rng, size, horizon - size * 0.04, size * 0.03)}" fill="${css(lighten(palette.background[0], 4))}"/>` +
      `<rect y="${fmt(horizon)}" width="${size}" height="${fmt(size - horizon)}" fill="${css(palette.background[0])}"/>` +
      `<g stroke="${css(a1, 0.75)}" stroke-width="1.6">${grid}</g>`,
  };
};

const waves: Draw = (rng, palette, size) => {
  const colors = [palette.background[1], ...palette.accents, palette.light];
  const sun = softShapes(
    'sun',
    [
      {
        cx: size * rng.range(0.25, 0.75),
        cy: size * rng.range(0.15, 0.35),
        rx: size * 0.17,
        ry: size * 0.17,
        color: css(palette.light, 0.85),
      },
    ],
    0.7,
  );
  let body = `<rect width="${size}" height="${size}" fill="url(#bg)"/>${sun.body}`;
  const bands = rng.int(5, 8);
  for (let b = 0; b < bands; b++) {
    const base = size * (0.35 + (0.6 * b) / bands);
    const amplitude = size * rng.range(0.02, 0.07);
    const frequency = rng.range(1, 3);
    const phase = rng.range(0, Math.PI * 2);
    let d = `M0 ${size}`;
    for (let x = 0; x <= size; x += 8) {
      const t = x / size;
      const y =
        base +
        amplitude * Math.sin(phase + t * Math.PI * 2 * frequency) +
        amplitude * 0.4 * Math.sin(phase * 2 + t * 11);
      d += `L${x} ${fmt(y)}`;
    }
    d += `L${size} ${size}Z`;
    const color = colors[b % colors.length] ?? palette.light;
    body += `<path d="${d}" fill="${css(lighten(color, -b * 4), 0.55 + 0.08 * b)}"/>`;
  }
  return {
    defs:
      linearGradient('bg', [
        [0, css(palette.background[0])],
        [1, css(palette.background[1])],
      ]) + sun.defs,
    body,
  };
};

const bauhaus: Draw = (rng, palette, size) => {
  const cells = rng.pick([3, 4]);
  const cell = size / cells;
  const colors = [...palette.accents, palette.light, palette.background[1]];
  let body = `<rect width="${size}" height="${size}" fill="${css(palette.background[0])}"/>`;
  for (let row = 0; row < cells; row++) {
    for (let col = 0; col < cells; col++) {
      const x = col * cell;
      const y = row * cell;
      const fill = css(rng.pick(colors));
      const back = css(rng.pick(colors));
      body += rng.chance(0.5)
        ? `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(cell)}" height="${fmt(cell)}" fill="${back}"/>`
        : '';
      const corner = rng.int(0, 3);
      const cxq = x + (corner % 2) * cell;
      const cyq = y + Math.floor(corner / 2) * cell;
      switch (rng.int(0, 4)) {
        case 0:
          body += `<circle cx="${fmt(x + cell / 2)}" cy="${fmt(y + cell / 2)}" r="${fmt(cell * 0.4)}" fill="${fill}"/>`;
          break;
        case 1: {
          // Quarter disc centred on one of the cell's corners.
          const dx = corner % 2 ? -1 : 1;
          const dy = corner < 2 ? 1 : -1;
          const sweep = dx * dy > 0 ? 1 : 0;
          body += `<path d="M${fmt(cxq)} ${fmt(cyq)}L${fmt(cxq + dx * cell)} ${fmt(cyq)}A${fmt(cell)} ${fmt(cell)} 0 0 ${sweep} ${fmt(cxq)} ${fmt(cyq + dy * cell)}Z" fill="${fill}"/>`;
          break;
        }
        case 2:
          body += `<path d="M${fmt(x)} ${fmt(y + cell)} L${fmt(x + cell / 2)} ${fmt(y)} L${fmt(x + cell)} ${fmt(y + cell)}Z" fill="${fill}"/>`;
          break;
        case 3:
          body += `<path d="M${fmt(x)} ${fmt(y + cell / 2)} A${fmt(cell / 2)} ${fmt(cell / 2)} 0 0 1 ${fmt(x + cell)} ${fmt(y + cell / 2)}Z" fill="${fill}"/>`;
          break;
        default:
          for (let k = 0; k < 4; k++) {
            body += `<rect x="${fmt(x + (k * cell) / 4 + cell / 16)}" y="${fmt(y + cell * 0.1)}" width="${fmt(cell / 8)}" height="${fmt(cell * 0.8)}" fill="${fill}"/>`;
          }
      }
    }
  }
  return { defs: '', body };
};

const rings: Draw = (rng, palette, size) => {
  const cx = size * rng.range(0.3, 0.7);
  const cy = size * rng.range(0.3, 0.7);
  const colors = [...palette.accents, palette.light];
  let body = `<rect width="${size}" height="${size}" fill="url(#bg)"/>`;
  let radius = size * 0.05;
  while (radius < size * 0.95) {
    const width = rng.range(2, size * 0.04);
    const dash = rng.chance(0.4)
      ? ` stroke-dasharray="${fmt(rng.range(10, 120))} ${fmt(rng.range(5, 60))}"`
      : '';
    body += `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(radius)}" fill="none" stroke="${css(rng.pick(colors), rng.range(0.5, 1))}" stroke-width="${fmt(width)}"${dash}/>`;
    radius += width + rng.range(4, size * 0.05);
  }
  body += `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(size * 0.035)}" fill="${css(palette.light)}"/>`;
  return {
    defs: radialGradient(
      'bg',
      [
        [0, css(palette.background[1])],
        [1, css(palette.background[0])],
      ],
      cx / size,
      cy / size,
      0.8,
    ),
    body,
  };
};

const blobs: Draw = (rng, palette, size) => {
  const colors = [...palette.accents, palette.light, palette.background[1]];
  const shapes = Array.from({ length: rng.int(5, 7) }, () => ({
    cx: size * rng.range(0, 1),
    cy: size * rng.range(0, 1),
    rx: size * rng.range(0.3, 0.55),
    ry: size * rng.range(0.25, 0.5),
    color: css(rng.pick(colors), 0.85),
  }));
  const mesh = softShapes('blob', shapes, 0.25);
  const ring = rng.chance(0.6)
    ? `<circle cx="${fmt(size / 2)}" cy="${fmt(size / 2)}" r="${fmt(size * rng.range(0.2, 0.32))}" fill="none" stroke="${css(palette.light, 0.8)}" stroke-width="${fmt(size * 0.006)}"/>`
    : `<line x1="${fmt(size * 0.12)}" y1="${fmt(size * 0.88)}" x2="${fmt(size * 0.88)}" y2="${fmt(size * 0.12)}" stroke="${css(palette.light, 0.8)}" stroke-width="${fmt(size * 0.006)}"/>`;
  return {
    defs: mesh.defs,
    body: `<rect width="${size}" height="${size}" fill="${css(palette.background[0])}"/>${mesh.body}${ring}`,
  };
};

const ridges: Draw = (rng, palette, size) => {
  const layers = rng.int(4, 6);
  let body = `<rect width="${size}" height="${size}" fill="url(#sky)"/>`;
  body += `<circle cx="${fmt(size * rng.range(0.2, 0.8))}" cy="${fmt(size * rng.range(0.18, 0.35))}" r="${fmt(size * rng.range(0.06, 0.12))}" fill="${css(palette.light, 0.9)}"/>`;
  for (let i = 0; i < layers; i++) {
    const depth = i / (layers - 1);
    const color = lighten(palette.accents[i % 3] ?? palette.background[0], 18 - depth * 40);
    body += `<path d="${ridgePath(rng, size, size * (0.42 + depth * 0.42), size * (0.03 + 0.04 * (1 - depth)))}" fill="${css(color)}"/>`;
    // Haze between layers; the gradient fades in and out so no hard band edge shows.
    body += `<rect y="${fmt(size * (0.36 + depth * 0.42))}" width="${size}" height="${fmt(size * 0.22)}" fill="url(#fog)"/>`;
  }
  return {
    defs:
      linearGradient('sky', [
        [0, css(palette.background[0])],
        [1, css(palette.background[1])],
      ]) +
      linearGradient('fog', [
        [0, css(palette.light, 0)],
        [0.45, css(palette.light, 0.14)],
        [1, css(palette.light, 0)],
      ]),
    body,
  };
};

const stripes: Draw = (rng, palette, size) => {
  const angle = rng.pick([-45, -30, 30, 45, 60]);
  const colors = [...palette.accents, palette.light];
  let bars = '';
  let x = -size;
  while (x < size * 2) {
    const width = rng.range(size * 0.01, size * 0.09);
    if (rng.chance(0.6))
      bars += `<rect x="${fmt(x)}" y="${fmt(-size)}" width="${fmt(width)}" height="${fmt(size * 3)}" fill="${css(rng.pick(colors), rng.range(0.6, 1))}"/>`;
    x += width + rng.range(size * 0.01, size * 0.06);
  }
  const hole = size * rng.range(0.16, 0.26);
  return {
    defs: linearGradient(
      'bg',
      [
        [0, css(palette.background[0])],
        [1, css(palette.background[1])],
      ],
      rng.range(0, 180),
    ),
    body:
      `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
      `<g transform="rotate(${angle} ${size / 2} ${size / 2})">${bars}</g>` +
      `<circle cx="${fmt(size * rng.range(0.3, 0.7))}" cy="${fmt(size * rng.range(0.3, 0.7))}" r="${fmt(hole)}" fill="${css(palette.background[0])}"/>`,
  };
};

export const COVER_STYLES: Record<CoverStyle, Draw> = {
  'sunset-grid': sunsetGrid,
  waves,
  bauhaus,
  rings,
  blobs,
  ridges,
  stripes,
};
