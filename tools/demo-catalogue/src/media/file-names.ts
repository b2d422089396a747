// Stable, content-addressed file names: everything that changes the audio (spec fields, generator
// version, format) feeds the hash, so a changed spec gets a new file and an unchanged one is reused.
import { nameSlug } from '@encore/shared-rules';

import { SAMPLE_RATE } from './dsp.js';
import { MP3_VBR_QUALITY } from './mp3.js';
import { hashString } from './prng.js';

/** Bump when the synthesis changes audibly, so existing media folders re-render. */
export const AUDIO_GENERATOR_VERSION = 1;
/** The same for the continuous album's signal (continuous.ts). */
export const CONTINUOUS_GENERATOR_VERSION = 1;
/** Bump when artwork generation changes. */
export const ARTWORK_GENERATOR_VERSION = 2;

/** The catalogue's name slug, at most 48 characters; never empty. */
function fileSlug(text: string): string {
  const slug = nameSlug(text).slice(0, 48).replace(/-+$/g, '');
  return slug.length > 0 ? slug : 'item';
}

function hex(value: number): string {
  return value.toString(16).padStart(8, '0');
}

/** Two independent 32-bit hashes → 16 hex digits; collisions across a catalogue are negligible. */
function digest(text: string): string {
  return hex(hashString(text)) + hex(hashString(`${text}#`));
}

export interface AudioIdentity {
  key: string;
  seed: number;
  genre: string;
  durationS: number;
}

export function audioBaseName(spec: AudioIdentity): string {
  const fingerprint = [
    spec.key,
    spec.seed,
    spec.genre,
    spec.durationS,
    AUDIO_GENERATOR_VERSION,
    SAMPLE_RATE,
    `vbr${MP3_VBR_QUALITY}`,
  ].join('|');
  return `${fileSlug(spec.key)}-${digest(fingerprint)}`;
}

/**
 * A piece of a continuous album: named by its own key, hashed over the whole album's spec (every
 * piece's sound depends on where the album is cut).
 */
export function continuousBaseName(
  album: { key: string; seed: number; durationsS: readonly number[] },
  pieceKey: string,
): string {
  const fingerprint = [
    'continuous',
    album.key,
    album.seed,
    album.durationsS.join(','),
    pieceKey,
    CONTINUOUS_GENERATOR_VERSION,
    SAMPLE_RATE,
    `vbr${MP3_VBR_QUALITY}`,
  ].join('|');
  return `${fileSlug(pieceKey)}-${digest(fingerprint)}`;
}

export function artworkBaseName(key: string, seed: number, genre: string, extra = ''): string {
  return `${fileSlug(key)}-${digest([key, seed, genre, extra, ARTWORK_GENERATOR_VERSION].join('|'))}`;
}
