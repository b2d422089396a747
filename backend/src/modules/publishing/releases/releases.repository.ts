import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { ReleaseType } from '../domain/release-state.js';
import {
  RELEASE_COLUMNS,
  type ReleaseRecord,
  type ReleaseRow,
  toRecord,
} from './release-record.js';

/** The release with its catalogue album's fields: what the studio shows and the checklist reads. */
export interface ReleaseView extends ReleaseRecord {
  artistName: string;
  title: string;
  description: string | null;
  artworkUrl: string | null;
  /** `YYYY-MM-DD`. */
  releaseDate: string | null;
  accessType: string;
  slug: string | null;
  listed: boolean;
  genres: string[];
}

/** A release track's catalogue fields (its master is TrackMastersRepository's). */
export interface ReleaseTrackRow {
  id: string;
  title: string;
  trackNumber: number;
  explicit: boolean;
  lyricsPlain: string | null;
  lyricsSynced: string | null;
  durationS: number;
  listed: boolean;
}

/** What `setDetails` may change of a release's own row. */
export interface ReleaseDetails {
  releaseType?: ReleaseType;
  downloadsEnabled?: boolean;
  accessChosen?: boolean;
  /** Null clears it. */
  buyersNote?: string | null;
}

/**
 * The `releases` rows (docs/adr/0041), and the catalogue rows of the studio's own releases read
 * with them: a release is an album, unlisted until published, which the public readers never
 * show; the studio reads it here, and writes its album and tracks through CatalogueWriter. Lists
 * of releases are ReleaseListsRepository's; state changes, ReleaseTransitionsRepository's.
 */
@Injectable()
export class ReleasesRepository {
  async insert(
    tx: EntityManager,
    release: {
      albumId: string;
      artistId: string;
      releaseType: ReleaseType;
      downloadsEnabled: boolean;
      accessChosen: boolean;
      /** Null for the operator's import (no account acts). */
      createdBy: string | null;
    },
  ): Promise<void> {
    await tx.execute(
      `insert into releases (album_id, artist_id, release_type, downloads_enabled, access_chosen,
         created_by) values (?, ?, ?, ?, ?, ?)`,
      [
        release.albumId,
        release.artistId,
        release.releaseType,
        release.downloadsEnabled,
        release.accessChosen,
        release.createdBy,
      ],
    );
  }

  /** The release, its row locked until the transaction ends (one change at a time). */
  async lock(tx: EntityManager, albumId: string): Promise<ReleaseRecord | null> {
    const [row] = await tx.execute<ReleaseRow[]>(
      `select ${RELEASE_COLUMNS} from releases r where r.album_id = ? for update`,
      [albumId],
    );
    return row ? toRecord(row) : null;
  }

  async find(em: EntityManager, albumId: string): Promise<ReleaseRecord | null> {
    const [row] = await em.execute<ReleaseRow[]>(
      `select ${RELEASE_COLUMNS} from releases r where r.album_id = ?`,
      [albumId],
    );
    return row ? toRecord(row) : null;
  }

  /** The release a track belongs to (null when the track is no release's). */
  async releaseOfTrack(em: EntityManager, trackId: string): Promise<ReleaseRecord | null> {
    const [row] = await em.execute<ReleaseRow[]>(
      `select ${RELEASE_COLUMNS} from tracks t join releases r on r.album_id = t.album_id
       where t.id = ?`,
      [trackId],
    );
    return row ? toRecord(row) : null;
  }

  async view(em: EntityManager, albumId: string): Promise<ReleaseView | null> {
    const [row] = await em.execute<
      (ReleaseRow & {
        artist_name: string;
        title: string;
        description: string | null;
        artwork_url: string | null;
        release_date: string | null;
        access_type: string;
        slug: string | null;
        listed: boolean;
        genres: string[];
      })[]
    >(
      `select ${RELEASE_COLUMNS}, ar.name as artist_name, a.title, a.description, a.artwork_url,
         a.release_date::text as release_date, a.access_type, a.slug, a.listed,
         array(select g.name from album_genres ag join genres g on g.id = ag.genre_id
               where ag.album_id = a.id order by g.name) as genres
       from releases r join albums a on a.id = r.album_id join artists ar on ar.id = r.artist_id
       where r.album_id = ?`,
      [albumId],
    );
    if (!row) return null;
    return {
      ...toRecord(row),
      artistName: row.artist_name,
      title: row.title,
      description: row.description,
      artworkUrl: row.artwork_url,
      releaseDate: row.release_date,
      accessType: row.access_type,
      slug: row.slug,
      listed: row.listed,
      genres: row.genres,
    };
  }

  /** The release's tracks in track order. */
  async tracks(em: EntityManager, albumId: string): Promise<ReleaseTrackRow[]> {
    const rows = await em.execute<
      {
        id: string;
        title: string;
        track_number: number;
        explicit: boolean;
        lyrics_plain: string | null;
        lyrics_synced: string | null;
        duration_s: string;
        listed: boolean;
      }[]
    >(
      `select id, title, track_number, explicit, lyrics_plain, lyrics_synced, duration_s, listed
       from tracks where album_id = ? order by track_number, id`,
      [albumId],
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      trackNumber: row.track_number,
      explicit: row.explicit,
      lyricsPlain: row.lyrics_plain,
      lyricsSynced: row.lyrics_synced,
      durationS: Number(row.duration_s),
      listed: row.listed,
    }));
  }

  async setDetails(tx: EntityManager, albumId: string, details: ReleaseDetails): Promise<void> {
    const columns: [string, unknown][] = [
      ['release_type', details.releaseType],
      ['downloads_enabled', details.downloadsEnabled],
      ['access_chosen', details.accessChosen],
      ['buyers_note', details.buyersNote],
    ];
    const given = columns.filter(([, value]) => value !== undefined);
    if (given.length === 0) return;
    await tx.execute(
      `update releases set ${given.map(([column]) => `${column} = ?`).join(', ')},
         updated_at = now() where album_id = ?`,
      [...given.map(([, value]) => value), albumId],
    );
  }

  /** Marks the release changed (its album or tracks were edited). */
  async touch(tx: EntityManager, albumId: string): Promise<void> {
    await tx.execute('update releases set updated_at = now() where album_id = ?', [albumId]);
  }
}
