import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { AuditTrail } from '../../../platform/audit/index.js';
import { CatalogueWriter } from '../../catalogue/index.js';
import { releaseStateAfter } from '../domain/release-state.js';
import { PublishSchedule } from './publish-schedule.js';
import { type ReleaseMailEvent, ReleaseMailQueue } from './release-mail-queue.js';
import {
  type ModeratedRelease,
  type ModerationQuery,
  ReleaseListsRepository,
} from './release-lists.repository.js';
import type { ReleaseRecord } from './release-record.js';
import { ReleaseTransitionsRepository } from './release-transitions.repository.js';
import { ReleasesRepository } from './releases.repository.js';
import { StudioErrors } from './studio.errors.js';

/** The admin who decides, and from where: what the audit row records. */
export interface ModeratorAction {
  actorId: string;
  ip: string | null;
}

const snapshot = (release: ReleaseRecord) => ({
  state: release.state,
  scheduled_for: release.scheduledFor?.toISOString() ?? null,
  take_down_reason: release.takeDownReason,
});

/**
 * What the admin area decides about releases (docs/adr/0041; its routes are the admin module's,
 * under /api/admin/releases): taking one down hides it everywhere in the transaction that
 * records it, keeps every buyer's grant (grants live in access's album_grants, untouched), and
 * mails the artist; restoring makes it a draft the artist may publish again.
 */
@Injectable()
export class ReleaseModeration {
  constructor(
    private readonly em: EntityManager,
    private readonly releases: ReleasesRepository,
    private readonly lists: ReleaseListsRepository,
    private readonly transitions: ReleaseTransitionsRepository,
    private readonly catalogue: CatalogueWriter,
    private readonly trail: AuditTrail,
    private readonly schedule: PublishSchedule,
    private readonly mail: ReleaseMailQueue,
  ) {}

  /** Newest publications first (then the rest by when they changed); `limit + 1` for paging. */
  list(query: ModerationQuery): Promise<ModeratedRelease[]> {
    return this.lists.moderationList(this.em.fork(), query);
  }

  async detail(albumId: string): Promise<ModeratedRelease> {
    const [release] = await this.lists.moderationList(this.em.fork(), { albumId, limit: 1 });
    if (release === undefined) throw StudioErrors.RELEASE_NOT_FOUND();
    return release;
  }

  /** Doing it twice changes nothing and records nothing (nor mails again). */
  async takeDown(
    action: ModeratorAction,
    albumId: string,
    reason: string,
  ): Promise<ModeratedRelease> {
    const decided = await this.em.transactional(async (tx) => {
      const release = await this.lock(tx, albumId);
      const next = releaseStateAfter(release.state, 'take_down');
      if (next === null) return null;
      await this.catalogue.setListed(tx, albumId, { album: false, trackIds: [] });
      await this.transitions.takenDown(tx, albumId, reason);
      await this.trail.record(tx, {
        ...action,
        action: 'release.take_down',
        targetType: 'release',
        targetId: albumId,
        before: snapshot(release),
        after: { state: next, scheduled_for: null, take_down_reason: reason },
      });
      return release;
    });
    if (decided !== null) {
      await this.schedule.withdraw(albumId, decided.scheduledFor);
      await this.tell(albumId, 'taken_down', reason);
    }
    return this.detail(albumId);
  }

  async restore(
    action: ModeratorAction,
    albumId: string,
    reason: string,
  ): Promise<ModeratedRelease> {
    const decided = await this.em.transactional(async (tx) => {
      const release = await this.lock(tx, albumId);
      const next = releaseStateAfter(release.state, 'restore');
      if (next === null) return null;
      await this.transitions.restored(tx, albumId);
      await this.trail.record(tx, {
        ...action,
        action: 'release.restore',
        targetType: 'release',
        targetId: albumId,
        before: snapshot(release),
        after: { state: next, scheduled_for: null, take_down_reason: null, note: reason },
      });
      return release;
    });
    if (decided !== null) await this.tell(albumId, 'restored', reason);
    return this.detail(albumId);
  }

  /** Queued once the decision has committed: a rolled-back one mails nobody. */
  private tell(albumId: string, event: ReleaseMailEvent, reason: string): Promise<void> {
    return this.mail.add(albumId, event, reason, new Date());
  }

  private async lock(tx: EntityManager, albumId: string): Promise<ReleaseRecord> {
    const release = await this.releases.lock(tx, albumId);
    if (release === null) throw StudioErrors.RELEASE_NOT_FOUND();
    return release;
  }
}
