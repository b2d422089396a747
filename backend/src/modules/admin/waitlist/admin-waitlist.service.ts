import type { WaitlistKind } from '@encore/shared-rules';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';

import { AppConfig } from '../../../config/index.js';
import {
  InviteMailQueue,
  screeningCsvChunks,
  type ScreeningDetail,
  ScreeningErrors,
  type ScreeningFilters,
  type ScreeningListQuery,
  type ScreeningNote,
  ScreeningRepository,
  type ScreeningRow,
} from '../../waitlist/index.js';
import type { AdminAction } from '../admin-action.js';
import { AuditLog } from '../audit/audit-log.js';
import { AdminInvites } from '../invites/admin-invites.service.js';
import { decideExpiry } from '../invites/invite-expiry.js';
import { screeningSnapshot } from './admin-waitlist.dto.js';
import { approvalRefusal, rejectionRefusal, resendRefusal } from './screening-refusals.js';

/** The invite codes' own note column holds 200 characters. */
const INVITE_NOTE_MAX = 200;

const TARGET_TYPE = 'waitlist_entry';

export interface EntryWithNotes {
  entry: ScreeningDetail;
  notes: ScreeningNote[];
}

/**
 * Waitlist screening for admins (docs/adr/0035). Every change locks the entry, checks the rule,
 * changes it and writes its one audit row in one transaction; the invite mail is queued once
 * that has committed, so the worker never mails a code that was rolled back.
 */
@Injectable()
export class AdminWaitlist {
  private readonly logger = new Logger(AdminWaitlist.name);

  constructor(
    private readonly em: EntityManager,
    private readonly entries: ScreeningRepository,
    private readonly invites: AdminInvites,
    private readonly audit: AuditLog,
    private readonly inviteMail: InviteMailQueue,
    private readonly config: AppConfig,
  ) {}

  list(kind: WaitlistKind, query: ScreeningListQuery): Promise<ScreeningRow[]> {
    assertFiltersFit(kind, query);
    return this.entries.list(kind, query);
  }

  /**
   * The list as CSV chunks; a filter that does not fit is refused before the first one. Taking
   * a list's personal data away is an admin action: its audit row (who, which list, which
   * filters) is written before the first chunk.
   */
  async export(
    action: AdminAction,
    kind: WaitlistKind,
    filters: ScreeningFilters,
  ): Promise<AsyncGenerator<string, number>> {
    assertFiltersFit(kind, filters);
    await this.em.transactional((tx) =>
      this.audit.record(tx, {
        actorId: action.actorId,
        ip: action.ip,
        action: 'waitlist.export',
        targetType: 'waitlist',
        targetId: kind,
        before: null,
        after: { filters: auditedFilters(filters) },
      }),
    );
    return screeningCsvChunks(this.entries, kind, filters);
  }

  async detail(kind: WaitlistKind, id: string): Promise<EntryWithNotes> {
    const entry = await this.entries.detail(kind, id);
    if (!entry) throw ScreeningErrors.ENTRY_NOT_FOUND();
    return { entry, notes: await this.entries.notes(id) };
  }

  async addNote(
    action: AdminAction,
    kind: WaitlistKind,
    id: string,
    body: string,
  ): Promise<ScreeningNote> {
    return this.em.transactional(async (tx) => {
      // Locked, so the hourly purge of unconfirmed entries cannot remove it under the note.
      await this.lockedEntry(tx, kind, id);
      const note = await this.entries.addNote(tx, id, { authorId: action.actorId, body });
      await this.record(tx, action, 'waitlist_entry.note', id, null, {
        note_id: note.id,
        body: note.body,
      });
      return note;
    });
  }

  /** Approves: a single-use invite code linked to the entry, then (after commit) its mail. */
  async approve(action: AdminAction, kind: WaitlistKind, id: string): Promise<EntryWithNotes> {
    const now = new Date();
    const expiry = decideExpiry({ expiresInDays: this.config.env.WAITLIST_INVITE_DAYS }, now);
    if (expiry.kind !== 'ok') throw new Error('WAITLIST_INVITE_DAYS is out of the invite range');
    await this.em.transactional(async (tx) => {
      const before = await this.lockedEntry(tx, kind, id);
      const refusal = approvalRefusal(before, now);
      if (refusal) throw refusal;
      const invite = await this.invites.mint(tx, {
        maxUses: 1,
        expiresAt: expiry.expiresAt,
        note: `Waitlist (${kind}): ${before.email}`.slice(0, INVITE_NOTE_MAX),
      });
      await this.entries.approve(tx, id, { by: action.actorId, inviteCodeId: invite.id });
      const after = await this.lockedEntry(tx, kind, id);
      await this.record(tx, action, 'waitlist_entry.approve', id, screeningSnapshot(before), {
        ...screeningSnapshot(after),
        invite_code: invite.code,
        invite_expires_at: invite.expiresAt?.toISOString() ?? null,
      });
    });
    await this.queueInviteMail(id, now);
    return this.detail(kind, id);
  }

  /** Rejects with a reason for the other admins; the person is not mailed (ADR 0035). */
  async reject(
    action: AdminAction,
    kind: WaitlistKind,
    id: string,
    reason: string,
  ): Promise<EntryWithNotes> {
    await this.em.transactional(async (tx) => {
      const before = await this.lockedEntry(tx, kind, id);
      const refusal = rejectionRefusal(before);
      if (refusal) throw refusal;
      await this.entries.reject(tx, id, { by: action.actorId, reason });
      const after = await this.lockedEntry(tx, kind, id);
      await this.record(
        tx,
        action,
        'waitlist_entry.reject',
        id,
        screeningSnapshot(before),
        screeningSnapshot(after),
      );
    });
    return this.detail(kind, id);
  }

  /** Queues the invite mail again (lost, or never queued), while its code can still be used. */
  async resendInvite(action: AdminAction, kind: WaitlistKind, id: string): Promise<EntryWithNotes> {
    const now = new Date();
    await this.em.transactional(async (tx) => {
      const before = await this.lockedEntry(tx, kind, id);
      const refusal = resendRefusal(before, now);
      if (refusal) throw refusal;
      await this.entries.markInviteMailDue(tx, id);
      const after = await this.lockedEntry(tx, kind, id);
      await this.record(
        tx,
        action,
        'waitlist_entry.invite_resend',
        id,
        screeningSnapshot(before),
        screeningSnapshot(after),
      );
    });
    await this.queueInviteMail(id, now);
    return this.detail(kind, id);
  }

  private async lockedEntry(
    tx: EntityManager,
    kind: WaitlistKind,
    id: string,
  ): Promise<ScreeningDetail> {
    const entry = await this.entries.lockForDecision(tx, kind, id);
    if (!entry) throw ScreeningErrors.ENTRY_NOT_FOUND();
    return entry;
  }

  /**
   * The decision stands once committed; if Redis cannot take the job now, the entry shows its
   * invite as not mailed and an admin sends it again (resend-invite) rather than seeing a 5xx
   * for a decision that was made.
   */
  private async queueInviteMail(id: string, requestedAt: Date): Promise<void> {
    try {
      await this.inviteMail.add(id, requestedAt);
    } catch (error) {
      this.logger.error({ err: error }, `Invite mail for waitlist entry ${id} not queued`);
    }
  }

  private record(
    tx: EntityManager,
    action: AdminAction,
    verb: string,
    targetId: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.record(tx, {
      actorId: action.actorId,
      ip: action.ip,
      action: verb,
      targetType: TARGET_TYPE,
      targetId,
      before,
      after,
    });
  }
}

/** The filters an export used, as its audit row keeps them (the unset ones left out). */
function auditedFilters(filters: ScreeningFilters): Record<string, string | boolean> {
  const kept: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(filters) as [string, unknown][]) {
    if (value instanceof Date) kept[name] = value.toISOString();
    else if (typeof value === 'string' || typeof value === 'boolean') kept[name] = value;
  }
  return kept;
}

/** Genres are asked on the artist form only: filtering fans by one is a mistake, said so. */
function assertFiltersFit(kind: WaitlistKind, filters: ScreeningFilters): void {
  if (kind === 'fan' && filters.genre !== undefined) {
    throw ScreeningErrors.GENRE_FILTER_ARTISTS_ONLY();
  }
}
