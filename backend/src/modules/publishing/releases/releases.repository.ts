import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { likePrefix } from '../../../platform/database/index.js';
import type { ReleaseState, ReleaseType } from '../domain/release-state.js';

/** A release as `releases` holds it. */
export interface ReleaseRecord {
  albumId: string;
  artistId: string;
  state: ReleaseState;
  releaseType: ReleaseType;
  scheduledFor: Date | null;
  publishedAt: Date | null;
  firstPublishedAt: Date | null;
  takenDownAt: Date | null;
  takeDownReason: string | null;
  downloadsEnabled: boolean;
  accessChosen: boolean;
  publishedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

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

interface ReleaseRow {
  album_id: string;
  artist_id: string;
  state: ReleaseState;
  release_type: ReleaseType;
  scheduled_for: Date | string | null;
  published_at: Date | string | null;
  first_published_at: Date | string | null;
  taken_down_at: Date | string | null;
  take_down_reason: string | null;
  downloads_enabled: boolean;
  access_chosen: boolean;
  published_by: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

// Raw statements give timestamps as the driver reads them (text): each becomes a Date here.
const time = (value: Date | string): Date => new Date(value);
const maybeTime = (value: Date | string | null): Date | null =>
  value === null ? null : new Date(value);

const toRecord = (row: ReleaseRow): ReleaseRecord => ({
  albumId: row.album_id,
  artistId: row.artist_id,
  state: row.state,
  releaseType: row.release_type,
  scheduledFor: maybeTime(row.scheduled_for),
  publishedAt: maybeTime(row.published_at),
  firstPublishedAt: maybeTime(row.first_published_at),
  takenDownAt: maybeTime(row.taken_down_at),
  takeDownReason: row.take_down_reason,
  downloadsEnabled: row.downloads_enabled,
  accessChosen: row.access_chosen,
  publishedBy: row.published_by,
  createdAt: time(row.created_at),
  updatedAt: time(row.updated_at),
});

const RELEASE_COLUMNS = `r.album_id, r.artist_id, r.state, r.release_type, r.scheduled_for,
  r.published_at, r.first_published_at, r.taken_down_at, r.take_down_reason, r.downloads_enabled,
  r.access_chosen, r.published_by, r.created_at, r.updated_at`;

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

/** What `setDetails` may change of a release's own row. */
export interface ReleaseDetails {
  releaseType?: ReleaseType;
  downloadsEnabled?: boolean;
  accessChosen?: boolean;
}

/** The admin list's filter and keyset window (newest publication or creation first). */
export interface ModerationQuery {
  albumId?: string | undefined;
  state?: ReleaseState | undefined;
  /** The previous page's last row: its `sortKey` and id. */
  after?: { at: string; id: string } | undefined;
  limit: number;
}

/**
 * The `releases` rows (docs/adr/0041), and the catalogue rows of the studio's own releases read
 * with them: a release is an album, unlisted until published, which the public readers never
 * show; the studio reads it here, and writes its album and tracks through CatalogueWriter.
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

  async setDetails(tx: EntityManager, albumId: string, details: ReleaseDetails): Promise<void> {
    const columns: [string, unknown][] = [
      ['release_type', details.releaseType],
      ['downloads_enabled', details.downloadsEnabled],
      ['access_chosen', details.accessChosen],
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

  async published(tx: EntityManager, albumId: string, by: string | null): Promise<void> {
    await tx.execute(
      `update releases set state = 'published', published_at = now(),
         first_published_at = coalesce(first_published_at, now()), scheduled_for = null,
         published_by = coalesce(?, published_by), updated_at = now()
       where album_id = ?`,
      [by, albumId],
    );
  }

  async scheduled(tx: EntityManager, albumId: string, at: Date, by: string): Promise<void> {
    await tx.execute(
      `update releases set state = 'scheduled', scheduled_for = ?, published_by = ?,
         updated_at = now() where album_id = ?`,
      [at, by, albumId],
    );
  }

  /** Releases still scheduled for a time that has passed (releases_scheduled_index), oldest first. */
  async dueScheduled(
    em: EntityManager,
    now: Date,
    limit: number,
  ): Promise<{ albumId: string; at: Date }[]> {
    const rows = await em.execute<{ album_id: string; scheduled_for: Date | string }[]>(
      `select album_id, scheduled_for from releases
        where state = 'scheduled' and scheduled_for <= ? order by scheduled_for limit ?`,
      [now, limit],
    );
    return rows.map((row) => ({ albumId: row.album_id, at: new Date(row.scheduled_for) }));
  }

  /** Back to a draft (unpublished, or a schedule that could not go public). */
  async drafted(tx: EntityManager, albumId: string): Promise<void> {
    await tx.execute(
      `update releases set state = 'draft', scheduled_for = null, updated_at = now()
       where album_id = ?`,
      [albumId],
    );
  }

  async takenDown(tx: EntityManager, albumId: string, reason: string): Promise<void> {
    await tx.execute(
      `update releases set state = 'taken_down', taken_down_at = now(), take_down_reason = ?,
         scheduled_for = null, updated_at = now() where album_id = ?`,
      [reason, albumId],
    );
  }

  async restored(tx: EntityManager, albumId: string): Promise<void> {
    await tx.execute(
      `update releases set state = 'draft', taken_down_at = null, take_down_reason = null,
         updated_at = now() where album_id = ?`,
      [albumId],
    );
  }

  /**
   * The album slugs that are `base` or start with `base-`, lower-cased. Taken under a lock on the
   * base, so two releases published at once with one title cannot both choose the same slug.
   */
  async slugsLike(tx: EntityManager, base: string): Promise<Set<string>> {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('albums:slug:' || ?))`, [base]);
    const rows = await tx.execute<{ slug: string }[]>(
      `select lower(slug) as slug from albums where lower(slug) = ? or lower(slug) like ?`,
      [base, likePrefix(`${base}-`)],
    );
    return new Set(rows.map((row) => row.slug));
  }
}
