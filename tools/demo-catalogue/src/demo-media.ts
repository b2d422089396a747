import { availableParallelism } from 'node:os';

import type { DemoArtist } from './demo/index.js';
import {
  type AacEncoder,
  type ContinuousAlbumSpec,
  renderAlbumCover,
  renderArtistImages,
  renderContinuousAudio,
  renderPlaceholders,
  renderTrackAudio,
  type RenderedTrackAudio,
} from './media/index.js';

export interface ArtistImageUrls {
  imageUrl: string;
  bannerUrl: string;
  logoUrl: string | null;
}

export interface DemoMedia {
  /** Public URLs by artist key. */
  artistImages: ReadonlyMap<string, ArtistImageUrls>;
  /** Public URL by album slug. */
  albumCovers: ReadonlyMap<string, string>;
  /**
   * Storage paths (never URLs: audio is served only through signed addresses), the AAC
   * rendition's gapless facts, loudness and peaks, by track key.
   */
  audio: ReadonlyMap<string, RenderedTrackAudio>;
  /** Storage paths of the fallback images the app shows for missing artwork. */
  placeholders: readonly string[];
}

/** Images are public under `/media/`; the generator answers paths relative to the media root. */
const PUBLIC_MEDIA_PREFIX = '/media/';
export const publicMediaUrl = (relativePath: string): string =>
  `${PUBLIC_MEDIA_PREFIX}${relativePath}`;

/**
 * Renders every picture and sound the demo catalogue points at into `mediaRoot`. The generator
 * skips files that already exist, so a second seed costs only a directory walk. Pictures render
 * while the audio workers run: sharp works on libuv threads, so the two overlap for free.
 */
export async function renderDemoMedia(
  artists: readonly DemoArtist[],
  mediaRoot: string,
  audio: { ffmpeg: AacEncoder; onProgress: (done: number, total: number) => void },
): Promise<DemoMedia> {
  const [images, rendered] = await Promise.all([
    renderImages(artists, mediaRoot),
    renderAudio(artists, mediaRoot, audio),
  ]);
  return { ...images, audio: rendered };
}

async function renderImages(
  artists: readonly DemoArtist[],
  mediaRoot: string,
): Promise<Pick<DemoMedia, 'artistImages' | 'albumCovers' | 'placeholders'>> {
  // Fallbacks the app shows for artwork that is missing; nothing in the seed points at them.
  const placeholders = await renderPlaceholders(mediaRoot);
  const artistImages = new Map<string, ArtistImageUrls>();
  const albumCovers = new Map<string, string>();
  await Promise.all(
    artists.map(async (artist) => {
      const spec = {
        key: artist.key,
        seed: artist.seed,
        genre: artist.genres[0],
        withLogo: artist.withLogo,
        name: artist.name,
      };
      const images = await renderArtistImages(spec, mediaRoot);
      artistImages.set(artist.key, {
        imageUrl: publicMediaUrl(images.imagePath),
        bannerUrl: publicMediaUrl(images.bannerPath),
        logoUrl: images.logoPath === null ? null : publicMediaUrl(images.logoPath),
      });
      for (const album of artist.albums) {
        const cover = await renderAlbumCover(
          { key: album.slug, seed: album.seed, genre: album.genres[0] },
          mediaRoot,
        );
        albumCovers.set(album.slug, publicMediaUrl(cover));
      }
    }),
  );
  return { artistImages, albumCovers, placeholders: [placeholders.artist, placeholders.album] };
}

/** Every storage path the demo catalogue points at or shows: what a bucket must hold. */
export function demoMediaPaths(media: DemoMedia): string[] {
  const imageUrls = [
    ...[...media.artistImages.values()].flatMap((urls) => [
      urls.imageUrl,
      urls.bannerUrl,
      ...(urls.logoUrl === null ? [] : [urls.logoUrl]),
    ]),
    ...media.albumCovers.values(),
  ];
  return [
    ...[...media.audio.values()].flatMap((track) => [
      track.filePath,
      ...(track.previewPath === null ? [] : [track.previewPath]),
      track.aac.path,
      track.peaksPath,
    ]),
    ...imageUrls.map(storagePathOfPublicUrl),
    ...media.placeholders,
  ];
}

const storagePathOfPublicUrl = (url: string): string => {
  if (!url.startsWith(PUBLIC_MEDIA_PREFIX)) throw new Error(`Not a public media URL: ${url}`);
  return url.slice(PUBLIC_MEDIA_PREFIX.length);
};

async function renderAudio(
  artists: readonly DemoArtist[],
  mediaRoot: string,
  options: { ffmpeg: AacEncoder; onProgress: (done: number, total: number) => void },
): Promise<Map<string, RenderedTrackAudio>> {
  const albums = artists.flatMap((artist) => artist.albums);
  const specs = albums
    .filter((album) => album.continuous !== true)
    .flatMap((album) =>
      album.tracks.map((track) => ({
        key: track.key,
        seed: track.seed,
        genre: track.genre,
        durationS: track.durationS,
        withPreview: track.withPreview,
      })),
    );
  const continuous: ContinuousAlbumSpec[] = albums
    .filter((album) => album.continuous === true)
    .map((album) => ({
      key: album.slug,
      seed: album.seed,
      pieces: album.tracks.map((track) => ({
        key: track.key,
        durationS: track.durationS,
        withPreview: track.withPreview,
      })),
    }));
  // The continuous albums on a worker of their own, beside the tracks' pool (a few seconds).
  const [rendered, pieces] = await Promise.all([
    renderTrackAudio(specs, mediaRoot, {
      ffmpeg: options.ffmpeg,
      concurrency: availableParallelism(),
      onProgress: options.onProgress,
    }),
    renderContinuousAudio(continuous, mediaRoot, { ffmpeg: options.ffmpeg }),
  ]);
  return new Map([...rendered, ...pieces].map((track) => [track.key, track]));
}
