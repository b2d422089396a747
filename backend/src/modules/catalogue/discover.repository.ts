import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import {
  ALBUM_COLUMNS,
  ALBUM_FROM,
  type AlbumRow,
  ARTIST_SUMMARY_COLUMNS,
  type ArtistSummaryRow,
  TRACK_COLUMNS,
  type TrackRow,
} from './catalogue-rows.js';

/** Newest first; both orderings walk the release-date indexes, so the bulk catalogue stays fast. */
const NEWEST = 'ORDER BY al.release_date DESC NULLS LAST, al.id';

/**
 * Parameters: album limit, tracks per album, track limit. The albums come off the release-date
 * index (LIMIT first), each album's openers off the tracks' album index, so the bulk catalogue
 * costs what the demo one does. Listed albums and tracks only (docs/adr/0044). Exported for the
 * plan test.
 */
export const FRESH_TRACKS_SQL = `WITH newest AS (
    SELECT al.id, al.release_date FROM albums al
    WHERE al.access_type <> 'soundcheck' AND al.listed ${NEWEST} LIMIT ?)
  SELECT ${TRACK_COLUMNS}
  FROM newest
  CROSS JOIN LATERAL (SELECT opener.id FROM tracks opener
    WHERE opener.album_id = newest.id AND opener.listed
    ORDER BY opener.track_number, opener.id LIMIT ?) pick
  JOIN tracks t ON t.id = pick.id
  JOIN albums al ON al.id = t.album_id JOIN artists ar ON ar.id = t.artist_id
  ORDER BY newest.release_date DESC NULLS LAST, newest.id, t.track_number, t.id LIMIT ?`;

/** The discover page's shelves: each one indexed query, LIMIT first, listed releases only. */
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
   * The home page's "Listen now" shelf (docs/adr/0015): the opening `perAlbum` tracks of the
   * newest albums anyone signed in can play (not Soundcheck), newest album first, `limit` in all.
   */
  freshTracks(limit: number, perAlbum: number): Promise<TrackRow[]> {
    return this.em.execute<TrackRow[]>(FRESH_TRACKS_SQL, [limit, perAlbum, limit]);
  }

  /**
   * Artists with the freshest releases (there are no play counts yet to rank by): the artists of
   * the newest 200 listed albums, one entry each, most recent first.
   */
  featuredArtists(limit: number): Promise<ArtistSummaryRow[]> {
    return this.em.execute<ArtistSummaryRow[]>(
      `WITH recent AS (
         SELECT al.artist_id, max(al.release_date) AS latest
         FROM (SELECT al.artist_id, al.release_date, al.id FROM albums al WHERE al.listed
           ${NEWEST} LIMIT 200) al
         GROUP BY al.artist_id ORDER BY latest DESC NULLS LAST LIMIT ?)
       SELECT ${ARTIST_SUMMARY_COLUMNS} FROM recent JOIN artists ar ON ar.id = recent.artist_id
       ORDER BY recent.latest DESC NULLS LAST, ar.name`,
      [limit],
    );
  }
}
