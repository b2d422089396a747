import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import {
  ALBUM_COLUMNS,
  ALBUM_FROM,
  type AlbumRow,
  ARTIST_COLUMNS,
  type ArtistRow,
  TRACK_COLUMNS,
  TRACK_FROM,
  type TrackRow,
} from './catalogue-rows.js';

/** Exported for the plan test: the slug look-up must use the two slug indexes. */
export const ARTIST_BY_SLUG_SQL = `SELECT ${ARTIST_COLUMNS} FROM artists ar
  WHERE lower(ar.slug) = ? OR encore_name_slug(ar.name) = ?
  ORDER BY (lower(ar.slug) = ?) IS TRUE DESC, ar.created_at, ar.id LIMIT 1`;

/** Catalogue reads: one SQL statement per row shape, straight to plain rows. */
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

  async album(by: { id: string } | { slug: string }): Promise<AlbumRow | null> {
    const [where, value] = 'id' in by ? ['al.id = ?', by.id] : ['lower(al.slug) = ?', by.slug];
    const rows = await this.em.execute<AlbumRow[]>(
      `SELECT ${ALBUM_COLUMNS} FROM ${ALBUM_FROM} WHERE ${where}`,
      [value],
    );
    return rows[0] ?? null;
  }

  /** Albums by id, in no particular order (missing ids are left out). */
  albumsByIds(ids: readonly string[]): Promise<AlbumRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.em.execute<AlbumRow[]>(
      `SELECT ${ALBUM_COLUMNS} FROM ${ALBUM_FROM} WHERE al.id IN (?)`,
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

  /** Newest release first, in track order within each. */
  tracksOfArtist(artistId: string, limit: number): Promise<TrackRow[]> {
    return this.em.execute<TrackRow[]>(
      `SELECT ${TRACK_COLUMNS} FROM ${TRACK_FROM} WHERE t.artist_id = ?
        ORDER BY al.release_date DESC NULLS LAST, al.title, al.id, t.track_number, t.id LIMIT ?`,
      [artistId, limit],
    );
  }

  async exists(table: 'artists' | 'albums', id: string): Promise<boolean> {
    const rows = await this.em.execute<unknown[]>(`SELECT 1 FROM ${table} WHERE id = ?`, [id]);
    return rows.length > 0;
  }

  async genreNames(): Promise<string[]> {
    const rows = await this.em.execute<{ name: string }[]>('SELECT name FROM genres ORDER BY name');
    return rows.map((row) => row.name);
  }
}
