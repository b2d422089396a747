// Spec §9 "Page metadata" of the artist and album pages, written once: the web client sets it in
// the document head, the server puts the same into the HTML it sends to link previews and
// crawlers (docs/adr/0023), so the two never disagree.
import {
  albumPath,
  artistIdentifier,
  artistPath,
  type ArtistRef,
  catalogueIdentifier,
  type CatalogueRef,
  httpUrl,
} from './catalogue-paths.js';
import { releaseYear, trackCountLabel } from './release-facts.js';

/** The product's name: every page title ends with it. */
export const SITE_NAME = 'Encore';

/** "{page} · Encore": the tab's title and the title link previews show. */
export const pageTitle = (title: string): string => `${title} · ${SITE_NAME}`;

/** Search snippets show about 155 characters. */
const DESCRIPTION_CHARS = 155;

export type CataloguePageType = 'profile' | 'music.album';

/** What search engines and link previews read about one catalogue page. */
export interface CataloguePageMetadata {
  /** The page's own title (see pageTitle for the full one). */
  title: string;
  description: string;
  /** Absolute; null when the page has no picture. */
  image: string | null;
  /** Open Graph type. */
  type: CataloguePageType;
  /** The page's canonical site-relative path (slugs rather than ids). */
  path: string;
  /** schema.org JSON-LD: MusicGroup or MusicAlbum. */
  structuredData: Record<string, unknown>;
}

const absolute = (address: string, origin: string): string => new URL(address, origin).href;

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

/** https://schema.org/MusicGroup, addresses made absolute against `origin`. */
export function musicGroupData(facts: MusicGroupFacts, origin: string): Record<string, unknown> {
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'MusicGroup',
    name: facts.name,
    url: absolute(facts.path, origin),
    description: facts.description,
    image: facts.image ? absolute(facts.image, origin) : null,
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

/** https://schema.org/MusicAlbum, addresses made absolute against `origin`. */
export function musicAlbumData(facts: MusicAlbumFacts, origin: string): Record<string, unknown> {
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'MusicAlbum',
    name: facts.name,
    url: absolute(facts.path, origin),
    byArtist: {
      '@type': 'MusicGroup',
      name: facts.artistName,
      url: absolute(facts.artistPath, origin),
    },
    numTracks: facts.numTracks,
    description: facts.description,
    image: facts.image ? absolute(facts.image, origin) : null,
    datePublished: facts.datePublished,
  });
}

/** What the artist page knows (the artist reply's fields). */
export interface ArtistPageFacts extends ArtistRef {
  bio: string | null;
  image_url: string | null;
  banner_url: string | null;
  genres: readonly string[];
  /** Site name → profile address; only http(s) ones are named. */
  social_links: Readonly<Record<string, string>>;
}

/** A one-line summary: the start of the bio, else who they are in genres. */
export function artistDescription(artist: Pick<ArtistPageFacts, 'bio' | 'name' | 'genres'>) {
  const bio = (artist.bio ?? '').replace(/\s+/g, ' ').trim();
  if (bio !== '') {
    return bio.length <= DESCRIPTION_CHARS
      ? bio
      : `${bio.slice(0, DESCRIPTION_CHARS - 1).trimEnd()}…`;
  }
  const genres = artist.genres.length === 0 ? '' : ` (${artist.genres.join(', ')})`;
  return `Listen to ${artist.name}${genres} on ${SITE_NAME}.`;
}

/** The artist page's title, description, card picture and MusicGroup data. */
export function artistPageMetadata(artist: ArtistPageFacts, origin: string): CataloguePageMetadata {
  const image = artist.image_url ?? artist.banner_url;
  const path = artistPath(artistIdentifier(artist));
  return {
    title: artist.name,
    description: artistDescription(artist),
    image: image ? absolute(image, origin) : null,
    type: 'profile',
    path,
    structuredData: musicGroupData(
      {
        name: artist.name,
        path,
        description: artist.bio,
        image,
        genres: artist.genres,
        sameAs: Object.values(artist.social_links).flatMap((link) => {
          const url = httpUrl(link);
          return url === null ? [] : [url.href];
        }),
      },
      origin,
    ),
  };
}

/** What the album page knows (the album reply's fields and its track count). */
export interface AlbumPageFacts extends CatalogueRef {
  title: string;
  description: string | null;
  artwork_url: string | null;
  release_date: string | null;
  artist: ArtistRef;
  trackCount: number;
}

/** The album page's title, description, card picture and MusicAlbum data. */
export function albumPageMetadata(album: AlbumPageFacts, origin: string): CataloguePageMetadata {
  const artistAt = artistPath(artistIdentifier(album.artist));
  const path = albumPath(catalogueIdentifier(album), artistIdentifier(album.artist));
  const year = releaseYear(album.release_date);
  const summary = [
    `${album.title}, an album by ${album.artist.name}`,
    trackCountLabel(album.trackCount),
    year === null ? null : `released ${year}`,
  ]
    .filter((part) => part !== null)
    .join(' · ');
  return {
    title: `${album.title} by ${album.artist.name}`,
    description: album.description?.trim() || `${summary}.`,
    image: album.artwork_url ? absolute(album.artwork_url, origin) : null,
    type: 'music.album',
    path,
    structuredData: musicAlbumData(
      {
        name: album.title,
        path,
        artistName: album.artist.name,
        artistPath: artistAt,
        numTracks: album.trackCount,
        description: album.description,
        image: album.artwork_url,
        datePublished: album.release_date,
      },
      origin,
    ),
  };
}
