import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';

import { type AlbumFields, CatalogueWriter } from '../../catalogue/index.js';
import { albumSlugBase, firstFreeSlug } from '../domain/album-slug.js';
import type { MissingItem } from '../domain/publish-checklist.js';
import { parseScheduleTime, planPublish } from '../domain/publish-time.js';
import { releaseStateAfter } from '../domain/release-state.js';
import { newForBuyers } from '../domain/sold-tracks.js';
import { TrackMastersRepository } from '../track-masters.repository.js';
import { missingDetails } from './missing-details.js';
import { PublishSchedule } from './publish-schedule.js';
import { type BuyersNews, ReleaseMailQueue } from './release-mail-queue.js';
import { type ReleaseSnapshot, ReleaseViews } from './release-views.js';
import type { ReleaseRecord } from './release-record.js';
import { ReleaseTransitionsRepository } from './release-transitions.repository.js';
import { ReleasesRepository } from './releases.repository.js';
import type { ReleaseActor } from './studio-access.js';
import { StudioAudit } from './studio-audit.js';
import { StudioErrors } from './studio.errors.js';

const stateOf = (release: Pick<ReleaseRecord, 'state' | 'scheduledFor'>) => ({
  state: release.state,
  scheduled_for: release.scheduledFor?.toISOString() ?? null,
});

/** Today in UTC, as a release date. */
const today = (): string => new Date().toISOString().slice(0, 10);

/**
 * A release going public and back (docs/adr/0041). Each change is one transaction over the
 * release's locked row: its state, and what the public sees through the catalogue's `listed`
 * flags (CatalogueWriter.setListed), so readers never see one without the other.
 */
/** Scheduled releases the catch-up publishes in one run. */
const DUE_BATCH = 100;

@Injectable()
export class ReleasePublisher {
  private readonly logger = new Logger(ReleasePublisher.name);

  constructor(
    private readonly em: EntityManager,
    private readonly releases: ReleasesRepository,
    private readonly transitions: ReleaseTransitionsRepository,
    private readonly views: ReleaseViews,
    private readonly catalogue: CatalogueWriter,
    private readonly schedule: PublishSchedule,
    private readonly audit: StudioAudit,
    private readonly masters: TrackMastersRepository,
    private readonly mails: ReleaseMailQueue,
  ) {}

  /**
   * Publishes now, or schedules it for `atText` (a later schedule replaces an earlier one). A
   * release that lacks anything is refused with the list of what is missing, in `details`.
   */
  async publish(actor: ReleaseActor, atText: string | undefined): Promise<void> {
    const at = atText === undefined ? undefined : parseScheduleTime(atText);
    if (at === null) throw StudioErrors.TIME_INVALID();
    const plan = planPublish(at, new Date());
    if ('refused' in plan) {
      throw plan.refused === 'in_past'
        ? StudioErrors.SCHEDULE_IN_PAST()
        : StudioErrors.SCHEDULE_TOO_FAR();
    }
    const albumId = actor.release.albumId;
    let news: BuyersNews | null = null;
    const replaced = await this.em.transactional(async (tx) => {
      const release = await this.lock(tx, albumId);
      if (release.state === 'taken_down') throw StudioErrors.TAKEN_DOWN();
      const next = releaseStateAfter(
        release.state,
        plan.kind === 'now' ? 'publish_now' : 'schedule',
      );
      if (next === null) {
        // Publishing what is public already changes nothing; scheduling it is a mistake.
        if (plan.kind === 'now') return null;
        throw StudioErrors.ALREADY_PUBLIC();
      }
      const snapshot = await this.views.read(albumId, tx);
      if (snapshot.missing.length > 0) {
        throw StudioErrors.RELEASE_INCOMPLETE(undefined, missingDetails(snapshot.missing));
      }
      if (plan.kind === 'now') news = await this.goPublic(tx, snapshot, actor.userId);
      else {
        await this.transitions.scheduled(tx, albumId, plan.at, actor.userId);
        // Queued before the commit: a job that comes due first waits for this row's lock, then
        // reads the committed schedule; one whose transaction rolls back finds nothing to do.
        await this.schedule.add(albumId, plan.at);
      }
      await this.audit.record(tx, actor, {
        action: plan.kind === 'now' ? 'release.publish' : 'release.schedule',
        targetType: 'release',
        targetId: albumId,
        before: stateOf(release),
        after: stateOf({ state: next, scheduledFor: plan.kind === 'now' ? null : plan.at }),
      });
      return release.scheduledFor;
    });
    await this.tellBuyers(news);
    if (replaced !== null && replaced.getTime() !== at?.getTime()) {
      await this.schedule.withdraw(albumId, replaced);
    }
  }

  /** Back to a draft: hidden from the public at once; buyers keep their grants. */
  async unpublish(actor: ReleaseActor): Promise<void> {
    const albumId = actor.release.albumId;
    const withdrawn = await this.em.transactional(async (tx) => {
      const release = await this.lock(tx, albumId);
      if (release.state === 'taken_down') throw StudioErrors.TAKEN_DOWN();
      const next = releaseStateAfter(release.state, 'unpublish');
      if (next === null) return null;
      await this.catalogue.setListed(tx, albumId, { album: false, trackIds: [] });
      await this.transitions.drafted(tx, albumId);
      await this.audit.record(tx, actor, {
        action: 'release.unpublish',
        targetType: 'release',
        targetId: albumId,
        before: stateOf(release),
        after: stateOf({ state: next, scheduledFor: null }),
      });
      return release.scheduledFor;
    });
    await this.schedule.withdraw(albumId, withdrawn);
  }

  /**
   * Publishes a draft now for the operator's import (`catalogue:import --publish`): the same
   * checks and steps as `publish`, but no account acts, so nothing is audited and
   * `published_by` stays empty. Answers what is missing when it is incomplete; a release that is
   * not a draft is left as it is.
   */
  async publishImported(
    albumId: string,
  ): Promise<{ published: true } | { published: false; missing: MissingItem[] }> {
    let news: BuyersNews | null = null;
    const outcome = await this.em
      .fork()
      .transactional(
        async (tx): Promise<{ published: true } | { published: false; missing: MissingItem[] }> => {
          const release = await this.lock(tx, albumId);
          if (release.state !== 'draft') return { published: false, missing: [] };
          const snapshot = await this.views.read(albumId, tx);
          if (snapshot.missing.length > 0) return { published: false, missing: snapshot.missing };
          news = await this.goPublic(tx, snapshot, null);
          return { published: true };
        },
      );
    await this.tellBuyers(news);
    return outcome;
  }

  /**
   * The `publish-scheduled` job: publishes the release if it is still scheduled for exactly
   * `atText` (a replaced or withdrawn schedule's job does nothing). A release that lost something
   * it needs since (its genres, say) goes back to a draft rather than waiting forever.
   */
  async publishScheduled(
    albumId: string,
    atText: string,
  ): Promise<'published' | 'stale' | 'incomplete'> {
    const at = new Date(atText);
    let news: BuyersNews | null = null;
    const outcome = await this.em.transactional(async (tx) => {
      const release = await this.releases.lock(tx, albumId);
      if (release?.state !== 'scheduled' || release.scheduledFor?.getTime() !== at.getTime()) {
        return 'stale';
      }
      const snapshot = await this.views.read(albumId, tx);
      if (snapshot.missing.length > 0) {
        await this.transitions.drafted(tx, albumId);
        this.logger.warn(
          { albumId, missing: snapshot.missing.map((gap) => gap.item) },
          'a scheduled release was incomplete at its time and went back to a draft',
        );
        return 'incomplete';
      }
      news = await this.goPublic(tx, snapshot, null);
      return 'published' as const;
    });
    await this.tellBuyers(news);
    return outcome;
  }

  /**
   * The catch-up sweep: every release still scheduled for a time that has passed goes public now
   * (or back to a draft when incomplete), exactly as its own job would have done it — which makes
   * a lost or late `publish-scheduled` job harmless. A batch a run; the next minute takes the rest.
   */
  async publishDue(now = new Date()): Promise<number> {
    const due = await this.transitions.dueScheduled(this.em, now, DUE_BATCH);
    let published = 0;
    for (const { albumId, at } of due) {
      if ((await this.publishScheduled(albumId, at.toISOString())) === 'published') published++;
    }
    if (due.length > 0)
      this.logger.log({ due: due.length, published }, 'caught up on scheduled releases');
    return published;
  }

  /**
   * Lists the album and its ready tracks, and marks the release published — giving the album its
   * slug (from its title, unique) and release date (today) when it has none. Answers what its
   * buyers are to hear of (tracks they never had, with the artist's note, which it clears), for
   * the caller to queue once this has committed.
   */
  private async goPublic(
    tx: EntityManager,
    snapshot: ReleaseSnapshot,
    by: string | null,
  ): Promise<BuyersNews | null> {
    const { release, tracks, masters, buyers } = snapshot;
    const fields: AlbumFields = {};
    if (release.slug === null) fields.slug = await this.freeSlug(tx, release.title);
    if (release.releaseDate === null) fields.releaseDate = today();
    await this.catalogue.updateAlbum(tx, release.albumId, fields);
    const ready = tracks.filter((track) => masters.get(track.id)?.state === 'ready');
    await this.catalogue.setListed(tx, release.albumId, {
      album: true,
      trackIds: ready.map((track) => track.id),
    });
    await this.transitions.published(tx, release.albumId, by);
    const news = newForBuyers(
      buyers,
      ready.map((track) => ({
        id: track.id,
        state: 'ready' as const,
        firstListedAt: masters.get(track.id)?.firstListedAt ?? null,
      })),
    );
    await this.masters.firstListed(
      tx,
      ready.map((track) => track.id),
    );
    // The checklist held the publication back until the note was written.
    const note = release.buyersNote?.trim() ?? '';
    if (news.length === 0 || note === '') return null;
    await this.releases.setDetails(tx, release.albumId, { buyersNote: null });
    return { albumId: release.albumId, trackIds: news.map((track) => track.id), note };
  }

  private async tellBuyers(news: BuyersNews | null): Promise<void> {
    if (news === null) return;
    await this.mails.addBuyersNews(news, new Date());
    this.logger.log(
      { albumId: news.albumId, newTracks: news.trackIds.length },
      "a sold release went public with new tracks: its buyers' mail is queued",
    );
  }

  private async freeSlug(tx: EntityManager, title: string): Promise<string> {
    const base = albumSlugBase(title);
    return firstFreeSlug(base, await this.transitions.slugsLike(tx, base));
  }

  private async lock(tx: EntityManager, albumId: string): Promise<ReleaseRecord> {
    const release = await this.releases.lock(tx, albumId);
    if (release === null) throw StudioErrors.RELEASE_NOT_FOUND();
    return release;
  }
}
