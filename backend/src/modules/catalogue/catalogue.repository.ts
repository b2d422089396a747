import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import {
  ALBUM_COLUMNS,
  ALBUM_FROM,
  type AlbumRow,
  ANY_ALBUM_FROM,
  ANY_TRACK_FROM,
  ARTIST_COLUMNS,
  type ArtistRow,
  TRACK_COLUMNS,
  TRACK_FROM,
  type TrackRow,
} from './catalogue-rows.js';

export type AlbumIdentifier = { id: string } | { slug: string };

const albumWhere = (by: AlbumIdentifier): [string, string] =>
  'id' in by ? ['al.id = ?', by.id] : ['lower(al.slug) = ?', by.slug];

/**
 * The genres anyone can see: all of them but those that only hidden albums carry (a draft's new
 * genre is no shelf yet). The hidden albums are few (their own partial index): the look-up
 * starts there, and each of their genres is checked for one listed album or artist.
 */
export const PUBLIC_GENRE_NAMES_SQL = `SELECT g.name FROM genres g
  WHERE g.id NOT IN (
    SELECT ag.genre_id FROM albums hidden JOIN album_genres ag ON ag.album_id = hidden.id
     WHERE NOT hidden.listed
       AND NOT EXISTS (SELECT FROM album_genres lg JOIN albums al ON al.id = lg.album_id
                        WHERE lg.genre_id = ag.genre_id AND al.listed)
       AND NOT EXISTS (SELECT FROM artist_genres arg WHERE arg.genre_id = ag.genre_id))
  ORDER BY g.name`;

/** Exported for the plan test: the slug look-up must use the two slug indexes. */
export const ARTIST_BY_SLUG_SQL = `SELECT ${ARTIST_COLUMNS} FROM artists ar
  WHERE lower(ar.slug) = ? OR encore_name_slug(ar.name) = ?
  ORDER BY (lower(ar.slug) = ?) IS TRUE DESC, ar.created_at, ar.id LIMIT 1`;

/**
 * Catalogue reads: one SQL statement per row shape, straight to plain rows. Public unless the
 * name says otherwise (docs/adr/0044).
 */
@Injectable()
export class CatalogueRepository {
  constructor(private readonly em: EntityManager) {}

  async artistById(id: string): Promise<ArtistRow | null> {
    const rows = await this.em.execute<ArtistRow[]>(
      `SELECT ${ARTIST_COLUMNS} FROM artists ar WHERE ar.id = ?`,
      [id],
    );
    return rows[0] ?? null;
  }

  /**
   * `slug` lower-cased; it matches the stored slug case-insensitively or the name-derived one
   * (both indexed). A stored match wins, then the oldest artist (spec §5: the first result).
   */
  async artistBySlug(slug: string): Promise<ArtistRow | null> {
    const rows = await this.em.execute<ArtistRow[]>(ARTIST_BY_SLUG_SQL, [slug, slug, slug]);
    return rows[0] ?? null;
  }

  async album(by: AlbumIdentifier): Promise<AlbumRow | null> {
    const [where, value] = albumWhere(by);
    const rows = await this.em.execute<AlbumRow[]>(
      `SELECT ${ALBUM_COLUMNS} FROM ${ALBUM_FROM} WHERE ${where}`,
      [value],
    );
    return rows[0] ?? null;
  }

  /** An album that is not listed (for its buyers only), or null. */
  async hiddenAlbum(by: AlbumIdentifier): Promise<AlbumRow | null> {
    const [where, value] = albumWhere(by);
    const rows = await this.em.execute<AlbumRow[]>(
      `SELECT ${ALBUM_COLUMNS} FROM ${ANY_ALBUM_FROM} WHERE ${where} AND NOT al.listed`,
      [value],
    );
    return rows[0] ?? null;
  }

  /**
   * Albums by id, in no particular order (missing ids are left out); `hidden` ones too only when
   * asked: a purchase keeps showing the album it bought.
   */
  albumsByIds(ids: readonly string[], hidden: 'with-hidden' | 'listed'): Promise<AlbumRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.em.execute<AlbumRow[]>(
      `SELECT ${ALBUM_COLUMNS} FROM ${hidden === 'listed' ? ALBUM_FROM : ANY_ALBUM_FROM}
        WHERE al.id IN (?)`,
      [ids],
    );
  }

  /** In track order; `limit` null for all of them. */
  tracksOfAlbum(albumId: string, limit: number | null): Promise<TrackRow[]> {
    return this.em.execute<TrackRow[]>(
      `SELECT ${TRACK_COLUMNS} FROM ${TRACK_FROM} WHERE t.album_id = ?
        ORDER BY t.track_number, t.id LIMIT ?`,
      [albumId, limit],
    );
  }

  /**
   * A hidden album's tracks as its buyers see them: every one with audio (a release taken down
   * unlists them all; the ones never processed have none), in track order.
   */
  tracksOfHiddenAlbum(albumId: string): Promise<TrackRow[]> {
    return this.em.execute<TrackRow[]>(
      `SELECT ${TRACK_COLUMNS} FROM ${ANY_TRACK_FROM} WHERE t.album_id = ? AND t.file_path <> ''
        ORDER BY t.track_number, t.id`,
      [albumId],
    );
  }

  /**
   * Tracks by id, hidden ones included, each with whether the public sees it (another module's
   * read model: the player's queue keeps only what its owner may still see).
   */
  tracksByIds(ids: readonly string[]): Promise<(TrackRow & { listed: boolean })[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.em.execute<(TrackRow & { listed: boolean })[]>(
      `SELECT ${TRACK_COLUMNS}, t.listed AND al.listed AS listed FROM ${ANY_TRACK_FROM}
        WHERE t.id IN (?)`,
      [ids],
    );
  }

  /** Newest release first, in track order within each. */
  tracksOfArtist(artistId: string, limit: number): Promise<TrackRow[]> {
    return this.em.execute<TrackRow[]>(
      `SELECT ${TRACK_COLUMNS} FROM ${TRACK_FROM} WHERE t.artist_id = ?
        ORDER BY al.release_date DESC NULLS LAST, al.title, al.id, t.track_number, t.id LIMIT ?`,
      [artistId, limit],
    );
  }

  /** Whether the public can see this artist (every profile) or album (a listed one). */
  async exists(table: 'artists' | 'albums', id: string): Promise<boolean> {
    const listed = table === 'albums' ? ' AND listed' : '';
    const rows = await this.em.execute<unknown[]>(`SELECT 1 FROM ${table} WHERE id = ?${listed}`, [
      id,
    ]);
    return rows.length > 0;
  }

  async genreNames(): Promise<string[]> {
    const rows = await this.em.execute<{ name: string }[]>(PUBLIC_GENRE_NAMES_SQL);
    return rows.map((row) => row.name);
  }
}
