import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import {
  ALBUM_COLUMNS,
  ALBUM_FROM,
  type AlbumRow,
  ARTIST_SUMMARY_COLUMNS,
  type ArtistSummaryRow,
} from './catalogue-rows.js';

/** Newest first; both orderings walk the release-date indexes, so the bulk catalogue stays fast. */
const NEWEST = 'ORDER BY al.release_date DESC NULLS LAST, al.id';

/** The discover page's shelves: each one indexed query, LIMIT first. */
@Injectable()
export class DiscoverRepository {
  constructor(private readonly em: EntityManager) {}

  newReleases(limit: number): Promise<AlbumRow[]> {
    return this.em.execute<AlbumRow[]>(
      `SELECT ${ALBUM_COLUMNS} FROM ${ALBUM_FROM} ${NEWEST} LIMIT ?`,
      [limit],
    );
  }

  soundcheckAlbums(limit: number): Promise<AlbumRow[]> {
    return this.em.execute<AlbumRow[]>(
      `SELECT ${ALBUM_COLUMNS} FROM ${ALBUM_FROM} WHERE al.access_type = 'soundcheck' ${NEWEST} LIMIT ?`,
      [limit],
    );
  }

  /**
   * Artists with the freshest releases (there are no play counts yet to rank by): the artists of
   * the newest 200 albums, one entry each, most recent first.
   */
  featuredArtists(limit: number): Promise<ArtistSummaryRow[]> {
    return this.em.execute<ArtistSummaryRow[]>(
      `WITH recent AS (
         SELECT al.artist_id, max(al.release_date) AS latest
         FROM (SELECT al.artist_id, al.release_date, al.id FROM albums al ${NEWEST} LIMIT 200) al
         GROUP BY al.artist_id ORDER BY latest DESC NULLS LAST LIMIT ?)
       SELECT ${ARTIST_SUMMARY_COLUMNS} FROM recent JOIN artists ar ON ar.id = recent.artist_id
       ORDER BY recent.latest DESC NULLS LAST, ar.name`,
      [limit],
    );
  }
}
