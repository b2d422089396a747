import type { Rng } from '../media/prng.js';
import {
  ACTS,
  ADJECTIVES,
  ENSEMBLES,
  FIRST_NAMES,
  LAST_NAMES,
  NOUNS,
  PLACES,
  PLURAL_NOUNS,
  TIMES_OF_DAY,
  TRACK_SUFFIXES,
  VERBS,
} from './word-lists.js';

const LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ'.split('');

/** Believable artist names: bands, solo names, ensembles, slashes, ampersands and acronyms. */
export function artistName(rng: Rng): string {
  const person = (): string => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  return rng.weighted<() => string>([
    [() => `The ${rng.pick(ADJECTIVES)} ${rng.pick(PLURAL_NOUNS)}`, 5],
    [() => `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`, 5],
    [person, 6],
    [() => `${rng.pick(FIRST_NAMES)} & the ${rng.pick(PLURAL_NOUNS)}`, 2],
    [() => `${rng.pick(NOUNS)}/${rng.pick(NOUNS)}`, 1],
    [() => `${[1, 2, 3].map(() => rng.pick(LETTERS)).join('.')}.`, 1],
    [() => `DJ ${rng.pick(FIRST_NAMES)}`, 1],
    [() => `${person()} ${rng.pick(ENSEMBLES)}`, 2],
    [() => `${rng.pick(NOUNS)} ${rng.pick(PLURAL_NOUNS)}`, 3],
  ])();
}

export function albumTitle(rng: Rng): string {
  return rng.weighted<() => string>([
    [() => `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`, 6],
    [() => `The ${rng.pick(NOUNS)} of ${rng.pick(PLURAL_NOUNS)}`, 2],
    [() => `${rng.pick(NOUNS)} Sessions`, 2],
    [() => `Songs for ${rng.pick(PLURAL_NOUNS)}`, 2],
    [() => `${rng.pick(PLACES)} ${rng.pick(TIMES_OF_DAY)}`, 3],
    [() => `${rng.pick(NOUNS)} EP`, 2],
    [() => `${rng.pick(ADJECTIVES)} & ${rng.pick(ADJECTIVES)}`, 1],
    [() => `Vol. ${rng.int(1, 9)}`, 1],
    [() => rng.pick(NOUNS), 2],
  ])();
}

export function trackTitle(rng: Rng): string {
  const base = rng.weighted<() => string>([
    [() => `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`, 6],
    [() => `${rng.pick(VERBS)} the ${rng.pick(NOUNS)}`, 4],
    [() => `${rng.pick(PLACES)} ${rng.pick(TIMES_OF_DAY)}`, 2],
    [() => `Don't ${rng.pick(VERBS)} Me`, 1],
    [() => `${rng.pick(NOUNS)} in ${rng.pick(PLACES)}`, 2],
    [() => `${rng.pick(NOUNS)}, ${rng.pick(NOUNS)}`, 1],
    [() => rng.pick(NOUNS), 3],
  ])();
  if (rng.chance(0.08)) return `${base}${rng.pick(TRACK_SUFFIXES)}`;
  if (rng.chance(0.04)) return `${base} (feat. ${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)})`;
  return base;
}

/** A one-line bio for some artists, null for the rest (like the real catalogue). */
export function shortBio(rng: Rng, name: string, genre: string): string | null {
  if (rng.chance(0.35)) return null;
  const article = /^[aeiou]/i.test(genre) ? 'an' : 'a';
  return `${name} is ${article} ${genre} ${rng.pick(ACTS)} from ${rng.pick(PLACES)}.`;
}
