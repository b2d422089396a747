// Genre profiles: the knobs a genre name turns (tempo, harmony, instruments, groove, space). Any
// string is accepted: known words map by keyword, everything else by hash, so a typo still gets a
// stable, plausible style rather than an error.
import { GENRE_PROFILES as PROFILES } from './genre-profiles.js';
import type { GenreProfile } from './genre-types.js';
import { hashString } from './prng.js';

export type {
  BassStyle,
  ChordStyle,
  DrumStyle,
  GenreProfile,
  InstrumentKind,
  ProgressionStyle,
} from './genre-types.js';

/** Keywords → profile name; checked in order, so more specific words come first. */
const KEYWORDS: readonly (readonly [string, string])[] = [
  ['drum and bass', 'drum and bass'],
  ['drum n bass', 'drum and bass'],
  ['dnb', 'drum and bass'],
  ['jungle', 'drum and bass'],
  ['breakbeat', 'drum and bass'],
  ['lo-fi', 'lo-fi hip hop'],
  ['lofi', 'lo-fi hip hop'],
  ['hip hop', 'lo-fi hip hop'],
  ['hip-hop', 'lo-fi hip hop'],
  ['rap', 'lo-fi hip hop'],
  ['beats', 'lo-fi hip hop'],
  ['synthwave', 'synthwave'],
  ['retrowave', 'synthwave'],
  ['outrun', 'synthwave'],
  ['80s', 'synthwave'],
  ['synth', 'synthwave'],
  ['post-rock', 'post-rock'],
  ['post rock', 'post-rock'],
  ['rock', 'post-rock'],
  ['shoegaze', 'dream pop'],
  ['dream', 'dream pop'],
  ['pop', 'dream pop'],
  ['folk', 'indie folk'],
  ['acoustic', 'indie folk'],
  ['country', 'indie folk'],
  ['singer', 'indie folk'],
  ['ambient', 'ambient'],
  ['drone', 'ambient'],
  ['new age', 'ambient'],
  ['chill', 'ambient'],
  ['classical', 'ambient'],
  ['soundtrack', 'ambient'],
  ['techno', 'techno'],
  ['electro', 'techno'],
  ['industrial', 'techno'],
  ['trance', 'techno'],
  ['house', 'house'],
  ['disco', 'house'],
  ['dance', 'house'],
  ['edm', 'house'],
  ['garage', 'house'],
  ['jazz', 'jazz'],
  ['swing', 'jazz'],
  ['bebop', 'jazz'],
  ['bossa', 'jazz'],
  ['afro', 'afrobeat'],
  ['highlife', 'afrobeat'],
  ['latin', 'afrobeat'],
  ['reggae', 'afrobeat'],
  ['world', 'afrobeat'],
  ['soul', 'soul'],
  ['r&b', 'soul'],
  ['rnb', 'soul'],
  ['funk', 'soul'],
  ['gospel', 'soul'],
  ['blues', 'soul'],
  ['motown', 'soul'],
];

export function resolveGenre(genre: string): GenreProfile {
  const normalized = genre
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');
  const byName = PROFILES.find((profile) => profile.name === normalized);
  if (byName) return byName;
  const keyword = KEYWORDS.find(([word]) => normalized.includes(word));
  const byKeyword = keyword && PROFILES.find((profile) => profile.name === keyword[1]);
  if (byKeyword) return byKeyword;
  const byHash = PROFILES[hashString(normalized) % PROFILES.length];
  if (!byHash) throw new Error('No genre profiles defined');
  return byHash;
}

/** Canonical genre names this generator knows; others are mapped onto them. */
export const KNOWN_GENRES: readonly string[] = PROFILES.map((profile) => profile.name);
