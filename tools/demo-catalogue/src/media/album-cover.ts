// Album cover SVG: a genre-weighted composition style under a vignette (grain is added when the
// picture is written, see svg.ts).
import { COVER_STYLES, type CoverStyle } from './cover-styles.js';
import { resolveGenre } from './genres.js';
import { choosePalette } from './palettes.js';
import { Rng } from './prng.js';
import { svgDocument, vignette } from './svg.js';

export const COVER_SIZE = 640;

const STYLE_WEIGHTS: Record<string, readonly (readonly [CoverStyle, number])[]> = {
  synthwave: [
    ['sunset-grid', 5],
    ['rings', 1],
    ['stripes', 1],
  ],
  'indie folk': [
    ['ridges', 4],
    ['bauhaus', 1],
    ['waves', 1],
  ],
  'lo-fi hip hop': [
    ['blobs', 3],
    ['bauhaus', 2],
    ['ridges', 1],
    ['sunset-grid', 1],
  ],
  ambient: [
    ['waves', 3],
    ['blobs', 3],
    ['ridges', 2],
  ],
  techno: [
    ['rings', 3],
    ['stripes', 3],
    ['bauhaus', 1],
  ],
  jazz: [
    ['bauhaus', 5],
    ['stripes', 1],
    ['rings', 1],
  ],
  'dream pop': [
    ['blobs', 4],
    ['waves', 2],
  ],
  'drum and bass': [
    ['stripes', 3],
    ['rings', 3],
  ],
  afrobeat: [
    ['bauhaus', 3],
    ['stripes', 2],
    ['rings', 1],
    ['sunset-grid', 1],
  ],
  'post-rock': [
    ['ridges', 4],
    ['waves', 2],
  ],
  house: [
    ['blobs', 2],
    ['rings', 2],
    ['stripes', 2],
    ['bauhaus', 1],
  ],
  soul: [
    ['rings', 2],
    ['bauhaus', 2],
    ['sunset-grid', 1],
    ['blobs', 1],
  ],
};

export function albumCoverSvg(seed: number, genre: string): string {
  const rng = new Rng(seed);
  const palette = choosePalette(genre, rng.fork('palette'));
  const weights = STYLE_WEIGHTS[resolveGenre(genre).name] ?? [['blobs', 1]];
  const style = rng.weighted(weights);
  const art = COVER_STYLES[style](rng.fork('art'), palette, COVER_SIZE);
  const shade = vignette('vignette', COVER_SIZE, COVER_SIZE, 0.45);
  return svgDocument(COVER_SIZE, COVER_SIZE, art.defs + shade.defs, `${art.body}${shade.body}`);
}
