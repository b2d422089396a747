import { nameSlug } from '@encore/shared-rules';

import { ELECTRONIC_ARTISTS } from './artists-electronic.js';
import { GROOVE_ARTISTS } from './artists-grooves.js';
import { NEWCOMER_ARTISTS } from './artists-newcomers.js';
import { SONGWRITER_ARTISTS } from './artists-songwriters.js';
import { toLrc } from './lrc.js';
import { PLAIN_LYRICS } from './lyrics-plain.js';
import { SYNCED_LYRICS } from './lyrics-synced.js';
import type { DemoAlbumInput, DemoArtistInput, DemoTrackInput } from './types.js';

export interface DemoTrack {
  /** Media file key, unique: `<album-slug>-<nn>`. */
  key: string;
  seed: number;
  title: string;
  trackNumber: number;
  durationS: number;
  explicit: boolean;
  withPreview: boolean;
  /** Drives the generated audio: the album's first genre. */
  genre: string;
  lyricsSynced: string | null;
  lyricsPlain: string | null;
}

export interface DemoAlbum extends Omit<DemoAlbumInput, 'tracks'> {
  seed: number;
  tracks: readonly DemoTrack[];
}

export interface DemoArtist extends Omit<DemoArtistInput, 'albums'> {
  /** Media file key: the slug, or the name-derived slug for the artist without one. */
  key: string;
  seed: number;
  albums: readonly DemoAlbum[];
}

/** FNV-1a: a stable 32-bit seed per key, so every run renders byte-identical media. */
export function seedFromKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Lyrics are keyed by `album-slug/Track Title` in the lyrics files. */
export const lyricsKey = (albumSlug: string, title: string): string => `${albumSlug}/${title}`;

/**
 * Visitors hear only previews (spec §1): free releases preview every track, Soundcheck exclusives
 * only tease their opener, everything else previews every other track — about half overall.
 */
function hasPreview(album: DemoAlbumInput, trackNumber: number): boolean {
  switch (album.accessType) {
    case 'free':
      return true;
    case 'soundcheck':
      return trackNumber === 1;
    default:
      return trackNumber % 2 === 1;
  }
}

function buildTrack(album: DemoAlbumInput, input: DemoTrackInput, index: number): DemoTrack {
  const trackNumber = index + 1;
  const key = `${album.slug}-${String(trackNumber).padStart(2, '0')}`;
  const lyrics = lyricsKey(album.slug, input.title);
  const synced = SYNCED_LYRICS[lyrics];
  // Synced tracks also carry the untimed text, like lyrics services answer both forms.
  const plain = synced ?? PLAIN_LYRICS[lyrics];
  return {
    key,
    seed: seedFromKey(key),
    title: input.title,
    trackNumber,
    durationS: input.durationS,
    explicit: input.explicit ?? false,
    withPreview: hasPreview(album, trackNumber),
    genre: album.genres[0],
    lyricsSynced: synced === undefined ? null : toLrc(synced, input.durationS),
    lyricsPlain: plain === undefined ? null : plain.trim(),
  };
}

function buildArtist(input: DemoArtistInput): DemoArtist {
  const key = input.slug ?? nameSlug(input.name);
  return {
    ...input,
    key,
    seed: seedFromKey(`artist:${key}`),
    albums: input.albums.map((album) => ({
      ...album,
      seed: seedFromKey(`album:${album.slug}`),
      tracks: album.tracks.map((track, index) => buildTrack(album, track, index)),
    })),
  };
}

/** The whole demo catalogue, in display order. */
export const DEMO_ARTISTS: readonly DemoArtist[] = [
  ...ELECTRONIC_ARTISTS,
  ...SONGWRITER_ARTISTS,
  ...GROOVE_ARTISTS,
  ...NEWCOMER_ARTISTS,
].map(buildArtist);

export const demoAlbums = (artists: readonly DemoArtist[] = DEMO_ARTISTS): DemoAlbum[] =>
  artists.flatMap((artist) => artist.albums);

export const demoTracks = (artists: readonly DemoArtist[] = DEMO_ARTISTS): DemoTrack[] =>
  demoAlbums(artists).flatMap((album) => album.tracks);
