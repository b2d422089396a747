import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { likePrefix } from '../../../platform/database/index.js';

/**
 * A release's state changes (docs/adr/0041), each written in the caller's transaction over the
 * row it locked: publishing, scheduling, back to a draft, take-down and restore; with the due
 * schedules that drive one, and the slug lock a first publication takes.
 */
@Injectable()
export class ReleaseTransitionsRepository {
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
