// Tiny SVG building blocks shared by the artwork generators, and the SVG → WebP and JPEG writers.
// Artwork is drawn only with shapes, gradients and filters (no <text>), so it renders identically
// on any machine whether or not fonts are installed.
import sharp, { type Sharp } from 'sharp';
import { writeFileAtomic } from './atomic-write.js';
import { Rng } from './prng.js';

export const fmt = (value: number): string => (Math.round(value * 100) / 100).toString();

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

/** Linear gradient from `from` to `to` along the given angle (degrees, 90 = top to bottom). */
export function linearGradient(
  id: string,
  stops: readonly (readonly [number, string])[],
  angle = 90,
): string {
  const radians = (angle * Math.PI) / 180;
  const x = Math.cos(radians) / 2;
  const y = Math.sin(radians) / 2;
  const stopTags = stops
    .map(([offset, color]) => `<stop offset="${fmt(offset)}" stop-color="${color}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="${fmt(0.5 - x)}" y1="${fmt(0.5 - y)}" x2="${fmt(0.5 + x)}" y2="${fmt(0.5 + y)}">${stopTags}</linearGradient>`;
}

export function radialGradient(
  id: string,
  stops: readonly (readonly [number, string])[],
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
): string {
  const stopTags = stops
    .map(([offset, color]) => `<stop offset="${fmt(offset)}" stop-color="${color}"/>`)
    .join('');
  return `<radialGradient id="${id}" cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}">${stopTags}</radialGradient>`;
}

export interface SoftShape {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  color: string;
}

/**
 * Ellipses with feathered edges drawn with radial gradients instead of a Gaussian blur filter: the
 * same "out of focus" look at a fraction of librsvg's rendering time. `hardness` (0..1) is where
 * the fade to transparent begins.
 */
export function softShapes(
  idPrefix: string,
  shapes: readonly SoftShape[],
  hardness: number,
): { defs: string; body: string } {
  let defs = '';
  let body = '';
  shapes.forEach((shape, i) => {
    const id = `${idPrefix}${i}`;
    defs += `<radialGradient id="${id}"><stop offset="0" stop-color="${shape.color}"/><stop offset="${fmt(hardness)}" stop-color="${shape.color}"/><stop offset="1" stop-color="${shape.color}" stop-opacity="0"/></radialGradient>`;
    body += `<ellipse cx="${fmt(shape.cx)}" cy="${fmt(shape.cy)}" rx="${fmt(shape.rx)}" ry="${fmt(shape.ry)}" fill="url(#${id})"/>`;
  });
  return { defs, body };
}

export function blurFilter(id: string, deviation: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${fmt(deviation)}"/></filter>`;
}

/** Darkened edges, the cheapest way to make flat vector art feel like a printed sleeve or photo. */
export function vignette(
  id: string,
  width: number,
  height: number,
  strength: number,
): { defs: string; body: string } {
  return {
    defs: radialGradient(
      id,
      [
        [0.55, 'rgba(0,0,0,0)'],
        [1, `rgba(0,0,0,${fmt(strength)})`],
      ],
      0.5,
      0.5,
      0.75,
    ),
    body: `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
  };
}

export interface WebpOptions {
  quality?: number;
  /** Keep transparency (logos); otherwise the image is flattened. */
  alpha?: boolean;
  /** Film-grain strength 0..1 laid over the picture (0 = none). */
  grain?: number;
}

const GRAIN_TILE = 128;
const grainTiles = new Map<number, Buffer>();

/**
 * A tile of grey noise with the given opacity, made from a fixed seed so pictures stay
 * reproducible. Compositing it with libvips costs almost nothing, unlike an SVG feTurbulence
 * filter (which took more than half of each picture's render time).
 */
function noiseTile(opacity: number): Buffer {
  const alpha = Math.round(Math.min(1, opacity) * 255);
  const cached = grainTiles.get(alpha);
  if (cached) return cached;
  const rng = new Rng(0x6a7e);
  const tile = Buffer.alloc(GRAIN_TILE * GRAIN_TILE * 4);
  for (let i = 0; i < tile.length; i += 4) {
    const grey = Math.round(rng.next() * 255);
    tile[i] = grey;
    tile[i + 1] = grey;
    tile[i + 2] = grey;
    tile[i + 3] = alpha;
  }
  grainTiles.set(alpha, tile);
  return tile;
}

/** The picture drawn at `scale` × its SVG size, flattened unless `alpha`, with its grain. */
function rasterise(svg: string, options: Pick<WebpOptions, 'alpha' | 'grain'>, scale = 1): Sharp {
  let image = sharp(Buffer.from(svg), { density: 72 * scale });
  if (!options.alpha) image = image.flatten({ background: '#000000' });
  const grain = options.grain ?? 0;
  if (grain > 0) {
    const raw = { width: GRAIN_TILE, height: GRAIN_TILE, channels: 4 } as const;
    image = image.composite([{ input: noiseTile(grain), raw, tile: true, blend: 'soft-light' }]);
  }
  return image;
}

export async function writeWebp(
  svg: string,
  path: string,
  options: WebpOptions = {},
): Promise<void> {
  const output = await rasterise(svg, options)
    .webp({ quality: options.quality ?? 82, alphaQuality: 90, effort: 4 })
    .toBuffer();
  await writeFileAtomic(path, output);
}

/** The picture as a JPEG drawn at `scale` × its SVG size (vector art: sharp at any size). */
export function jpegOf(
  svg: string,
  scale: number,
  options: { grain?: number } = {},
): Promise<Buffer> {
  return rasterise(svg, options, scale).jpeg({ quality: 90 }).toBuffer();
}
