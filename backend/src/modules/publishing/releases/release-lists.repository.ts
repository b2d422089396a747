import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { ReleaseState } from '../domain/release-state.js';
import {
  RELEASE_COLUMNS,
  type ReleaseRecord,
  type ReleaseRow,
  toRecord,
} from './release-record.js';

/** One line of an artist's release list. */
export interface ReleaseSummary extends ReleaseRecord {
  title: string;
  artworkUrl: string | null;
  trackCount: number;
  readyTrackCount: number;
}

/** A release in the admin area's list, with who published it. */
export interface ModeratedRelease extends ReleaseSummary {
  artistName: string;
  slug: string | null;
  publishedByEmail: string | null;
  /** The list's sort time as PostgreSQL prints it in UTC, microseconds kept (the cursor). */
  sortKey: string;
}

/** The admin list's filter and keyset window (newest publication or creation first). */
export interface ModerationQuery {
  albumId?: string | undefined;
  state?: ReleaseState | undefined;
  /** The previous page's last row: its `sortKey` and id. */
  after?: { at: string; id: string } | undefined;
  limit: number;
}

const SUMMARY_COLUMNS = `${RELEASE_COLUMNS}, a.title, a.artwork_url,
  (select count(*)::int from tracks t where t.album_id = r.album_id) as track_count,
  (select count(*)::int from tracks t join track_masters m on m.track_id = t.id
    where t.album_id = r.album_id and m.state = 'ready') as ready_track_count`;

interface SummaryRow extends ReleaseRow {
  title: string;
  artwork_url: string | null;
  track_count: number;
  ready_track_count: number;
}

const toSummary = (row: SummaryRow): ReleaseSummary => ({
  ...toRecord(row),
  title: row.title,
  artworkUrl: row.artwork_url,
  trackCount: row.track_count,
  readyTrackCount: row.ready_track_count,
});

/**
 * Lists of many releases (docs/adr/0041), each line with its album's title, artwork and track
 * counts: an artist's in the studio, and everyone's in the admin area.
 */
@Injectable()
export class ReleaseListsRepository {
  /** An artist profile's releases, newest first (an artist has tens, not thousands). */
  async ofArtist(em: EntityManager, artistId: string, limit: number): Promise<ReleaseSummary[]> {
    const rows = await em.execute<SummaryRow[]>(
      `select ${SUMMARY_COLUMNS} from releases r join albums a on a.id = r.album_id
       where r.artist_id = ? order by r.created_at desc, r.album_id limit ?`,
      [artistId, limit],
    );
    return rows.map(toSummary);
  }

  /**
   * Releases for the admin area, newest first: by publication for published ones (the "new
   * releases" list), else by when they last changed; keyset-paginated on (time, id).
   */
  async moderationList(em: EntityManager, query: ModerationQuery): Promise<ModeratedRelease[]> {
    const sortKey = `coalesce(r.published_at, r.updated_at)`;
    const conditions: string[] = [];
    const values: unknown[] = [];
    if (query.albumId !== undefined) {
      conditions.push('r.album_id = ?');
      values.push(query.albumId);
    }
    if (query.state !== undefined) {
      conditions.push('r.state = ?');
      values.push(query.state);
    }
    if (query.after !== undefined) {
      conditions.push(`(${sortKey}, r.album_id) < (?::timestamptz, ?::uuid)`);
      values.push(query.after.at, query.after.id);
    }
    const rows = await em.execute<
      (SummaryRow & {
        artist_name: string;
        slug: string | null;
        published_by_email: string | null;
        sort_key: string;
      })[]
    >(
      `select ${SUMMARY_COLUMNS}, ar.name as artist_name, a.slug, u.email as published_by_email,
         to_char(${sortKey} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as sort_key
       from releases r join albums a on a.id = r.album_id join artists ar on ar.id = r.artist_id
       left join users u on u.id = r.published_by
       ${conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''}
       order by ${sortKey} desc, r.album_id desc limit ?`,
      [...values, query.limit],
    );
    return rows.map((row) => ({
      ...toSummary(row),
      artistName: row.artist_name,
      slug: row.slug,
      publishedByEmail: row.published_by_email,
      sortKey: row.sort_key,
    }));
  }
}
