import { EntityManager } from '@mikro-orm/postgresql';
import type { AccessType } from '@encore/shared-rules';
import { Injectable } from '@nestjs/common';

import type { Renditions } from '../domain/track-master.js';

/** An album as its downloads need it: the catalogue's fields and its release's setting. */
export interface DownloadAlbumRow {
  id: string;
  title: string;
  artistName: string;
  accessType: AccessType;
  listed: boolean;
  artworkUrl: string | null;
  /** `YYYY-MM-DD`. */
  releaseDate: string | null;
  /** Null when the album is no release (the demo and bulk catalogues). */
  downloadsEnabled: boolean | null;
}

/** A track that has renditions, in album order. */
export interface DownloadTrackRow {
  id: string;
  title: string;
  trackNumber: number;
  isrc: string | null;
  renditions: Renditions;
}

/**
 * Reads what a download is made of: the album (catalogue), its release's `downloads_enabled`, and
 * the tracks whose masters have renditions — every track of a published release, and of one taken
 * down since (what its buyers bought).
 */
@Injectable()
export class DownloadsRepository {
  constructor(private readonly em: EntityManager) {}

  async album(albumId: string): Promise<DownloadAlbumRow | null> {
    const [row] = await this.em.fork().execute<
      {
        id: string;
        title: string;
        artist_name: string;
        access_type: AccessType;
        listed: boolean;
        artwork_url: string | null;
        release_date: string | null;
        downloads_enabled: boolean | null;
      }[]
    >(
      `select a.id, a.title, ar.name as artist_name, a.access_type, a.listed, a.artwork_url,
         a.release_date::text as release_date, r.downloads_enabled
       from albums a join artists ar on ar.id = a.artist_id
       left join releases r on r.album_id = a.id
       where a.id = ?`,
      [albumId],
    );
    if (row === undefined) return null;
    return {
      id: row.id,
      title: row.title,
      artistName: row.artist_name,
      accessType: row.access_type,
      listed: row.listed,
      artworkUrl: row.artwork_url,
      releaseDate: row.release_date,
      downloadsEnabled: row.downloads_enabled,
    };
  }

  async tracks(albumId: string): Promise<DownloadTrackRow[]> {
    const rows = await this.em.fork().execute<
      {
        id: string;
        title: string;
        track_number: number;
        isrc: string | null;
        renditions: Renditions;
      }[]
    >(
      `select t.id, t.title, t.track_number, m.isrc, m.renditions
       from tracks t join track_masters m on m.track_id = t.id
       where t.album_id = ? and m.renditions is not null
       order by t.track_number, t.id`,
      [albumId],
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      trackNumber: row.track_number,
      isrc: row.isrc,
      renditions: row.renditions,
    }));
  }
}
