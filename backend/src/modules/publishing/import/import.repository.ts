import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { likePrefix } from '../../../platform/database/index.js';
import type { ReleaseState } from '../domain/release-state.js';
import type { TrackState } from '../domain/track-state.js';
import type { KnownMaster } from './import-plan.js';
import type { ExistingTrack } from './import-targets.js';

/** A settled or settling track, as the import's progress reads it. */
export interface TrackProgress {
  trackId: string;
  state: TrackState;
  progress: number;
  failureReason: string | null;
}

/** Which state of one content's masters answers for it: a ready copy over a failed one. */
const STATE_RANK: Record<TrackState, number> = {
  ready: 0,
  processing: 1,
  uploading: 2,
  awaiting_upload: 3,
  failed: 4,
};

/**
 * What the operator's import reads (docs/adr/0042, "Operator import"): masters by content, the
 * artist profiles and studio releases it may add to, and its tracks' progress. Writes go
 * through CatalogueWriter and the publishing repositories (import-writer.ts).
 */
@Injectable()
export class ImportRepository {
  /** The masters with these contents (track_masters_content_index), one answer per content. */
  async mastersByContent(
    em: EntityManager,
    hashes: readonly string[],
  ): Promise<Map<string, KnownMaster>> {
    const known = new Map<string, KnownMaster>();
    if (hashes.length === 0) return known;
    const rows = await em.execute<
      { content_sha256: string; state: TrackState; failure_reason: string | null }[]
    >(
      `select content_sha256, state, failure_reason from track_masters
       where content_sha256 in (?)`,
      [[...hashes]],
    );
    for (const row of rows) {
      const held = known.get(row.content_sha256);
      if (held === undefined || STATE_RANK[row.state] < STATE_RANK[held.state]) {
        known.set(row.content_sha256, { state: row.state, failureReason: row.failure_reason });
      }
    }
    return known;
  }

  /** The artist profile of this name, in any case (the oldest when several share it). */
  async artistNamed(em: EntityManager, name: string): Promise<{ id: string } | null> {
    const [row] = await em.execute<{ id: string }[]>(
      'select id from artists where lower(name) = lower(?) order by created_at, id limit 1',
      [name],
    );
    return row ?? null;
  }

  /**
   * The slugs artists are reached by that are `base` or start with `base-` (stored, or derived
   * from the name when none is stored), lower-cased; under a lock on the base, so two imports
   * naming one new artist wait for each other (the second then finds the first's profile).
   */
  async artistSlugsLike(tx: EntityManager, base: string): Promise<Set<string>> {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('artists:slug:' || ?))`, [base]);
    const rows = await tx.execute<{ slug: string }[]>(
      `select coalesce(lower(slug), encore_name_slug(name)) as slug from artists
       where lower(slug) = ? or lower(slug) like ?
          or (slug is null and (encore_name_slug(name) = ? or encore_name_slug(name) like ?))`,
      [base, likePrefix(`${base}-`), base, likePrefix(`${base}-`)],
    );
    return new Set(rows.map((row) => row.slug));
  }

  /** Serialises imports of one artist's release title (a transaction-scoped lock). */
  async lockReleaseTitle(tx: EntityManager, artistId: string, title: string): Promise<void> {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('releases:import:' || ? || ?))`, [
      artistId,
      title.toLowerCase(),
    ]);
  }

  /** The artist's studio release of this title, in any case (the oldest when several share it). */
  async releaseNamed(
    em: EntityManager,
    artistId: string,
    title: string,
  ): Promise<{ albumId: string; state: ReleaseState } | null> {
    const [row] = await em.execute<{ album_id: string; state: ReleaseState }[]>(
      `select r.album_id, r.state from releases r join albums a on a.id = r.album_id
       where r.artist_id = ? and lower(a.title) = lower(?)
       order by r.created_at, r.album_id limit 1`,
      [artistId, title],
    );
    return row ? { albumId: row.album_id, state: row.state } : null;
  }

  /** The release's tracks with their masters' state and content, in track order. */
  async tracksOf(em: EntityManager, albumId: string): Promise<ExistingTrack[]> {
    const rows = await em.execute<
      {
        id: string;
        track_number: number;
        state: TrackState | null;
        content_sha256: string | null;
        first_listed_at: Date | string | null;
      }[]
    >(
      `select t.id, t.track_number, m.state, m.content_sha256, m.first_listed_at
       from tracks t left join track_masters m on m.track_id = t.id
       where t.album_id = ? order by t.track_number, t.id`,
      [albumId],
    );
    return rows.map((row) => ({
      id: row.id,
      trackNumber: row.track_number,
      state: row.state,
      contentSha256: row.content_sha256,
      firstListedAt: row.first_listed_at === null ? null : new Date(row.first_listed_at),
    }));
  }

  async progressOf(em: EntityManager, trackIds: readonly string[]): Promise<TrackProgress[]> {
    if (trackIds.length === 0) return [];
    const rows = await em.execute<
      { track_id: string; state: TrackState; progress: number; failure_reason: string | null }[]
    >(
      `select track_id, state, progress, failure_reason from track_masters
       where track_id in (?)`,
      [[...trackIds]],
    );
    return rows.map((row) => ({
      trackId: row.track_id,
      state: row.state,
      progress: row.progress,
      failureReason: row.failure_reason,
    }));
  }
}
