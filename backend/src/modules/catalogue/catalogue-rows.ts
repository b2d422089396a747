import type { AccessType } from './domain/access-type.js';
import type { SocialLinks } from './domain/artist.js';
import type { AacGapless } from './domain/playback.js';

/**
 * The catalogue's read model: select lists shared by the catalogue calls and search, so every
 * call answers the same shapes from one SQL statement (no ORM hydration on these hot paths).
 * Dates are cast to text and numerics to float8, so the rows read the same through any pg client.
 *
 * What the public sees (docs/adr/0044): a listed album, and of its tracks the listed ones. The
 * FROM clauses below carry that condition in their joins, so every read built on them is public
 * by construction; the few reads of hidden rows (a buyer's album, purchases, the artist's own
 * figures) say so in their names.
 */

/** The slug an artist is reached by: the stored one, else the name-derived one ('' → null). */
export const artistSlugSql = (artist: string): string =>
  `coalesce(${artist}.slug, nullif(encore_name_slug(${artist}.name), ''))`;

export interface TrackRow {
  id: string;
  title: string;
  duration: number;
  track_number: number;
  file_path: string;
  preview_path: string | null;
  explicit: boolean;
  lyrics: string | null;
  album_id: string;
  album_slug: string | null;
  album_title: string;
  artwork_url: string | null;
  access_type: AccessType;
  artist_id: string;
  artist_slug: string | null;
  artist_name: string;
  /** The player's facts (docs/adr/0048): columns of the same rows, so no read costs a query more. */
  aac_path: string | null;
  aac_gapless: AacGapless | null;
  track_gain_db: number | null;
  album_gain_db: number | null;
  peaks_path: string | null;
}

/** TrackRow columns; FROM is TRACK_FROM (aliases t, al, ar). */
export const TRACK_COLUMNS = `t.id, t.title, t.duration_s::float8 AS duration, t.track_number, t.file_path,
  t.preview_path, t.explicit, t.lyrics_plain AS lyrics, al.id AS album_id, al.slug AS album_slug,
  al.title AS album_title, al.artwork_url, al.access_type, ar.id AS artist_id,
  ${artistSlugSql('ar')} AS artist_slug, ar.name AS artist_name, t.aac_path, t.aac_gapless,
  t.track_gain_db::float8 AS track_gain_db, al.album_gain_db::float8 AS album_gain_db, t.peaks_path`;
export const TRACK_FROM = `tracks t JOIN albums al ON al.id = t.album_id AND al.listed AND t.listed
  JOIN artists ar ON ar.id = t.artist_id`;
/** Hidden or not: the tracks of an album only its buyers may see (aliases t, al, ar). */
export const ANY_TRACK_FROM = `tracks t JOIN albums al ON al.id = t.album_id JOIN artists ar ON ar.id = t.artist_id`;

export interface AlbumRow {
  id: string;
  slug: string | null;
  title: string;
  artwork_url: string | null;
  release_date: string | null;
  access_type: AccessType;
  description: string | null;
  artist_id: string;
  artist_slug: string | null;
  artist_name: string;
  artist_image_url: string | null;
}

/** AlbumRow columns; FROM is ALBUM_FROM (aliases al, ar). */
export const ALBUM_COLUMNS = `al.id, al.slug, al.title, al.artwork_url, al.release_date::text AS release_date,
  al.access_type, al.description, ar.id AS artist_id, ${artistSlugSql('ar')} AS artist_slug,
  ar.name AS artist_name, ar.image_url AS artist_image_url`;
export const ALBUM_FROM = `albums al JOIN artists ar ON ar.id = al.artist_id AND al.listed`;
/** Hidden or not: for whoever may see an album anyway (its buyers, their purchases). */
export const ANY_ALBUM_FROM = `albums al JOIN artists ar ON ar.id = al.artist_id`;

export interface ArtistSummaryRow {
  id: string;
  slug: string | null;
  name: string;
  image_url: string | null;
  genres: string[];
}

const namesOf = (link: string, table: string, key: string, artist: string): string =>
  `array(SELECT x.name FROM ${link} l JOIN ${table} x ON x.id = l.${key} WHERE l.artist_id = ${artist}.id ORDER BY x.name)`;

/** ArtistSummaryRow columns of `artists ar`. */
export const ARTIST_SUMMARY_COLUMNS = `ar.id, ${artistSlugSql('ar')} AS slug, ar.name, ar.image_url,
  ${namesOf('artist_genres', 'genres', 'genre_id', 'ar')} AS genres`;

export interface AlbumSummaryRow {
  id: string;
  slug: string | null;
  title: string;
  artwork_url: string | null;
  release_date: string | null;
  access_type: AccessType;
  track_count: number;
}

export interface ArtistRow extends ArtistSummaryRow {
  bio: string | null;
  banner_url: string | null;
  artist_logo: string | null;
  social_links: SocialLinks;
  moods: string[];
  /** Newest release first. */
  albums: AlbumSummaryRow[];
}

/**
 * ArtistRow columns of `artists ar`: the page's genres, moods and listed releases (with their
 * listed tracks counted) in the same row, and the links in the artist's order (a `json` object
 * keeps it; migration artist_link_order). An artist profile itself is always public.
 */
export const ARTIST_COLUMNS = `${ARTIST_SUMMARY_COLUMNS}, ar.bio, ar.banner_url, ar.artist_logo,
  encore_artist_links(ar.social_links, ar.link_order) AS social_links,
  ${namesOf('artist_moods', 'moods', 'mood_id', 'ar')} AS moods,
  coalesce((SELECT json_agg(json_build_object('id', al.id, 'slug', al.slug, 'title', al.title,
      'artwork_url', al.artwork_url, 'release_date', al.release_date, 'access_type', al.access_type,
      'track_count', (SELECT count(*) FROM tracks t WHERE t.album_id = al.id AND t.listed))
      ORDER BY al.release_date DESC NULLS LAST, al.title)
    FROM albums al WHERE al.artist_id = ar.id AND al.listed), '[]') AS albums`;
