// Public artwork API: album covers, artist photo/banner/logo and placeholders as WebP files under
// `<mediaRoot>/images/`. Names are content-addressed, and existing files are kept (idempotent).
import { albumCoverSvg, COVER_SIZE } from './album-cover.js';
import { exists } from './atomic-write.js';
import { bannerSvg } from './artist-banner.js';
import { logoSvg } from './artist-logo.js';
import { portraitSvg } from './artist-portrait.js';
import { ARTWORK_GENERATOR_VERSION, artworkBaseName } from './file-names.js';
import { choosePalette } from './palettes.js';
import { albumPlaceholderSvg, artistPlaceholderSvg } from './placeholders.js';
import { Rng } from './prng.js';
import { jpegOf, writeWebp, type WebpOptions } from './svg.js';
import { absolute } from './track-files.js';

export interface ArtworkSpec {
  key: string;
  seed: number;
  genre: string;
}

export interface ArtistArtworkSpec extends ArtworkSpec {
  withLogo: boolean;
  /** Display name for the logo's wordmark; defaults to the key with dashes as spaces. */
  name?: string;
}

export interface ArtistImagePaths {
  imagePath: string;
  bannerPath: string;
  logoPath: string | null;
}

/** Film grain over every picture except logos: makes flat vector art feel printed/photographed. */
const GRAIN = 0.22;

/** Renders `svg()` to `relativePath` unless the file is already there; returns the path. */
async function ensureImage(
  mediaRoot: string,
  relativePath: string,
  svg: () => string,
  options: WebpOptions = {},
): Promise<string> {
  const path = absolute(mediaRoot, relativePath);
  if (!(await exists(path))) await writeWebp(svg(), path, options);
  return relativePath;
}

/** 640×640 WebP cover; returns e.g. `images/albums/<name>.webp`. */
export async function renderAlbumCover(spec: ArtworkSpec, mediaRoot: string): Promise<string> {
  const name = artworkBaseName(spec.key, spec.seed, spec.genre);
  return ensureImage(
    mediaRoot,
    `images/albums/${name}.webp`,
    () => albumCoverSvg(spec.seed, spec.genre),
    {
      grain: GRAIN,
    },
  );
}

/**
 * The album cover as a square JPEG of at least `minSide` pixels, in memory: the file an artist
 * would upload as a release's artwork (the studio takes 1400 × 1400 or more).
 */
export function albumCoverJpeg(spec: ArtworkSpec, minSide: number): Promise<Buffer> {
  // In eighths: exact in binary, so the side is never a pixel short of what was asked.
  const scale = Math.ceil((minSide / COVER_SIZE) * 8) / 8;
  return jpegOf(albumCoverSvg(spec.seed, spec.genre), scale, {
    grain: GRAIN,
  });
}

/** 512×512 photo, 1600×400 banner and (optionally) a 1200×300 transparent logo. */
export async function renderArtistImages(
  spec: ArtistArtworkSpec,
  mediaRoot: string,
): Promise<ArtistImagePaths> {
  const displayName = spec.name ?? spec.key.replace(/[-_]+/g, ' ');
  const base = artworkBaseName(spec.key, spec.seed, spec.genre, displayName);
  // Each picture gets its own stream, so adding one never changes the others.
  const root = new Rng(spec.seed);
  const palette = choosePalette(spec.genre, root.fork('palette'));
  const [imagePath, bannerPath, logoPath] = await Promise.all([
    ensureImage(
      mediaRoot,
      `images/artists/${base}-photo.webp`,
      () => portraitSvg(root.fork('photo'), palette),
      {
        grain: GRAIN,
      },
    ),
    ensureImage(
      mediaRoot,
      `images/artists/${base}-banner.webp`,
      () => bannerSvg(root.fork('banner'), palette),
      {
        grain: GRAIN,
      },
    ),
    spec.withLogo
      ? ensureImage(
          mediaRoot,
          `images/artists/${base}-logo.webp`,
          () => logoSvg(root.fork('logo'), palette, displayName),
          { alpha: true },
        )
      : Promise.resolve(null),
  ]);
  return { imagePath, bannerPath, logoPath };
}

/** Neutral fallbacks for missing artwork: `images/placeholders/{artist,album}-v<N>.webp`. */
export async function renderPlaceholders(
  mediaRoot: string,
): Promise<{ artist: string; album: string }> {
  const suffix = `v${ARTWORK_GENERATOR_VERSION}`;
  const [artist, album] = await Promise.all([
    ensureImage(mediaRoot, `images/placeholders/artist-${suffix}.webp`, artistPlaceholderSvg, {
      grain: GRAIN,
    }),
    ensureImage(mediaRoot, `images/placeholders/album-${suffix}.webp`, albumPlaceholderSvg, {
      grain: GRAIN,
    }),
  ]);
  return { artist, album };
}
