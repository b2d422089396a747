import { randomUUID } from 'node:crypto';

import { nameSlug } from '@encore/shared-rules';

import type { AccessType } from '@encore/backend/tools';
import { albumTitle, artistName, shortBio, trackTitle } from './names.js';
import { mixSeed, Rng } from '../media/prng.js';

/** Every bulk artist and album slug starts with this, so bulk rows can be found and removed. */
export const BULK_SLUG_PREFIX = 'bulk-';

export interface BulkCounts {
  artists: number;
  albums: number;
  tracks: number;
}

/** What the demo seed already made and bulk rows borrow: ids, image URLs and audio files. */
export interface BulkSources {
  genres: readonly { id: string; name: string }[];
  moodIds: readonly string[];
  artistImages: readonly { imageUrl: string | null; bannerUrl: string | null }[];
  albumCovers: readonly (string | null)[];
  audio: readonly { filePath: string; previewPath: string | null; durationS: number }[];
}

export interface BulkArtist {
  id: string;
  slug: string;
  name: string;
  bio: string | null;
  imageUrl: string | null;
  bannerUrl: string | null;
  genreIds: readonly string[];
  moodIds: readonly string[];
}

export interface BulkAlbum {
  id: string;
  slug: string;
  title: string;
  artworkUrl: string | null;
  releaseDate: string;
  accessType: AccessType;
  artistId: string;
  genreIds: readonly string[];
}

export interface BulkTrack {
  title: string;
  trackNumber: number;
  durationS: number;
  filePath: string;
  previewPath: string | null;
  explicit: boolean;
  albumId: string;
  artistId: string;
}

/** Roughly what an indie catalogue looks like: mostly standard, some free, few exclusives. */
const ACCESS_TYPE_WEIGHTS: readonly (readonly [AccessType, number])[] = [
  ['standard', 50],
  ['free', 20],
  ['soundcheck', 15],
  ['vip', 8],
  ['limited', 7],
];
const FIRST_RELEASE = Date.UTC(2000, 0, 1);
const LAST_RELEASE = Date.UTC(2026, 5, 30);
const DAY_MS = 86_400_000;

const pickAt = <T>(items: readonly T[], index: number): T => {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('Bulk sources must not be empty.');
  return item;
};

const bulkSlug = (name: string, index: number): string =>
  `${BULK_SLUG_PREFIX}${nameSlug(name).slice(0, 80) || 'untitled'}-${index + 1}`;

export function planArtists(count: number, sources: BulkSources, seed: number): BulkArtist[] {
  const rng = new Rng(mixSeed(seed, 1));
  return Array.from({ length: count }, (_, index) => {
    const name = artistName(rng);
    const genre = rng.pick(sources.genres);
    const second = rng.chance(0.3) ? rng.pick(sources.genres) : genre;
    const moods = new Set([rng.pick(sources.moodIds), rng.pick(sources.moodIds)]);
    const images = pickAt(sources.artistImages, index);
    return {
      id: randomUUID(),
      slug: bulkSlug(name, index),
      name,
      bio: shortBio(rng, name, genre.name),
      imageUrl: images.imageUrl,
      bannerUrl: images.bannerUrl,
      genreIds: [...new Set([genre.id, second.id])],
      moodIds: [...moods],
    };
  });
}

/** The first albums go one per artist so every artist has a release; the rest land at random. */
export function planAlbums(
  count: number,
  artists: readonly BulkArtist[],
  sources: BulkSources,
  seed: number,
): BulkAlbum[] {
  const rng = new Rng(mixSeed(seed, 2));
  return Array.from({ length: count }, (_, index) => {
    const artist = index < artists.length ? pickAt(artists, index) : rng.pick(artists);
    const title = albumTitle(rng);
    const extraGenre = rng.chance(0.25) ? [rng.pick(sources.genres).id] : [];
    const released =
      FIRST_RELEASE + rng.int(0, Math.floor((LAST_RELEASE - FIRST_RELEASE) / DAY_MS)) * DAY_MS;
    return {
      id: randomUUID(),
      slug: bulkSlug(title, index),
      title,
      artworkUrl: pickAt(sources.albumCovers, index),
      releaseDate: new Date(released).toISOString().slice(0, 10),
      accessType: rng.weighted(ACCESS_TYPE_WEIGHTS),
      artistId: artist.id,
      genreIds: [...new Set([...artist.genreIds.slice(0, 1), ...extraGenre])],
    };
  });
}

/**
 * Streams tracks (500k would be a lot of objects at once). One per album first, then at random,
 * numbered in order within each album; audio files are the demo's, round-robin.
 */
export function* planTracks(
  count: number,
  albums: readonly BulkAlbum[],
  sources: BulkSources,
  seed: number,
): Generator<BulkTrack> {
  const rng = new Rng(mixSeed(seed, 3));
  const nextNumber = new Uint16Array(albums.length);
  for (let index = 0; index < count; index++) {
    const albumIndex = index < albums.length ? index : rng.int(0, albums.length - 1);
    const album = pickAt(albums, albumIndex);
    const audio = pickAt(sources.audio, index);
    nextNumber[albumIndex] = (nextNumber[albumIndex] ?? 0) + 1;
    yield {
      title: trackTitle(rng),
      trackNumber: nextNumber[albumIndex] ?? 1,
      durationS: audio.durationS,
      filePath: audio.filePath,
      previewPath: audio.previewPath,
      explicit: rng.chance(0.06),
      albumId: album.id,
      artistId: album.artistId,
    };
  }
}

/** Rejects counts the schema cannot hold (track numbers are smallint) or that leave rows orphaned. */
export function validateCounts(counts: BulkCounts): void {
  const { artists, albums, tracks } = counts;
  if (![artists, albums, tracks].every((n) => Number.isSafeInteger(n) && n >= 0)) {
    throw new Error('--artists, --albums and --tracks must be whole numbers ≥ 0.');
  }
  if (albums > 0 && artists === 0) throw new Error('Albums need at least one artist (--artists).');
  if (tracks > 0 && albums === 0) throw new Error('Tracks need at least one album (--albums).');
  if (albums > 0 && tracks / albums > 200)
    throw new Error('At most 200 tracks per album on average.');
}
