// schema.org JSON-LD for the catalogue pages: https://schema.org/MusicGroup, /MusicAlbum.
import { absoluteUrl } from './absolute-url';

const withoutEmpty = (data: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(data).filter(
      ([, value]) =>
        value !== null &&
        value !== undefined &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0),
    ),
  );

export interface MusicGroupFacts {
  name: string;
  /** Site-relative path of the artist page. */
  path: string;
  description?: string | null;
  image?: string | null;
  genres?: readonly string[];
  /** Profile addresses elsewhere (social links). */
  sameAs?: readonly string[];
}

export function musicGroupData(facts: MusicGroupFacts): Record<string, unknown> {
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'MusicGroup',
    name: facts.name,
    url: absoluteUrl(facts.path),
    description: facts.description,
    image: facts.image ? absoluteUrl(facts.image) : null,
    genre: facts.genres,
    sameAs: facts.sameAs,
  });
}

export interface MusicAlbumFacts {
  name: string;
  path: string;
  artistName: string;
  artistPath: string;
  numTracks: number;
  description?: string | null;
  image?: string | null;
  /** ISO date (YYYY-MM-DD). */
  datePublished?: string | null;
}

export function musicAlbumData(facts: MusicAlbumFacts): Record<string, unknown> {
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'MusicAlbum',
    name: facts.name,
    url: absoluteUrl(facts.path),
    byArtist: {
      '@type': 'MusicGroup',
      name: facts.artistName,
      url: absoluteUrl(facts.artistPath),
    },
    numTracks: facts.numTracks,
    description: facts.description,
    image: facts.image ? absoluteUrl(facts.image) : null,
    datePublished: facts.datePublished,
  });
}
