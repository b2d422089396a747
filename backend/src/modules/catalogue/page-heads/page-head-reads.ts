import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { UUID_PATTERN } from '../../../platform/http/index.js';
import { ALBUM_COLUMNS, ALBUM_FROM, type AlbumRow, type ArtistRow } from '../catalogue-rows.js';
import { CatalogueRepository } from '../catalogue.repository.js';
import { SLUG } from '../dto/identifier.dto.js';

export interface AlbumHeadRow extends AlbumRow {
  track_count: number;
}

/** A UUID, or a slug the catalogue calls accept; anything else names nothing (and is not asked). */
const isIdentifier = (identifier: string): boolean =>
  UUID_PATTERN.test(identifier) ||
  (identifier.length <= SLUG.maxLength && SLUG.pattern.test(identifier));

/**
 * The catalogue facts a page head needs, one SQL statement per page, resolved exactly as the
 * page's own call resolves them (`/public/artist/...`, `/public/album/...`).
 */
@Injectable()
export class PageHeadReads {
  constructor(
    private readonly em: EntityManager,
    private readonly catalogue: CatalogueRepository,
  ) {}

  /** By UUID, or by stored or name-derived slug in any letter case (the artist page's call). */
  artist(identifier: string): Promise<ArtistRow | null> {
    if (!isIdentifier(identifier)) return Promise.resolve(null);
    return UUID_PATTERN.test(identifier)
      ? this.catalogue.artistById(identifier)
      : this.catalogue.artistBySlug(identifier.toLowerCase());
  }

  /**
   * By UUID or slug in any letter case (the album page's call), with its track count; a hidden
   * album has no head (the heads are shared by everyone, buyers included).
   */
  async album(identifier: string): Promise<AlbumHeadRow | null> {
    if (!isIdentifier(identifier)) return null;
    const [where, value] = UUID_PATTERN.test(identifier)
      ? ['al.id = ?', identifier]
      : ['lower(al.slug) = ?', identifier.toLowerCase()];
    const rows = await this.em.execute<AlbumHeadRow[]>(
      `SELECT ${ALBUM_COLUMNS},
         (SELECT count(*)::int FROM tracks t WHERE t.album_id = al.id AND t.listed) AS track_count
       FROM ${ALBUM_FROM} WHERE ${where}`,
      [value],
    );
    return rows[0] ?? null;
  }
}
