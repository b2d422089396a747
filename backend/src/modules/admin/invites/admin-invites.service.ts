import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import {
  type InviteCodeRecord,
  InviteCodesRepository,
  type InviteListQuery,
  type InviteListRow,
  randomInviteCode,
} from '../../auth/index.js';
import type { AdminAction } from '../admin-action.js';
import { AdminErrors } from '../admin.errors.js';
import { AuditLog } from '../audit/audit-log.js';
import { inviteSnapshot } from './admin-invites.dto.js';
import { decideExpiry } from './invite-expiry.js';

export interface NewInvite {
  uses?: number | undefined;
  expiresInDays?: number | undefined;
  expiresAt?: string | undefined;
  note?: string | undefined;
}

/** A fresh random code collides once in ~10^12 tries; a few draws make it certain enough. */
const CODE_DRAWS = 5;

/** Admin-made invite codes: each change commits with its audit row, in one transaction. */
@Injectable()
export class AdminInvites {
  constructor(
    private readonly em: EntityManager,
    private readonly invites: InviteCodesRepository,
    private readonly audit: AuditLog,
  ) {}

  async create(action: AdminAction, input: NewInvite): Promise<InviteCodeRecord> {
    const decision = decideExpiry(input, new Date());
    if (decision.kind === 'ambiguous') throw AdminErrors.INVITE_EXPIRY_AMBIGUOUS();
    if (decision.kind === 'out_of_range') throw AdminErrors.INVITE_EXPIRY_OUT_OF_RANGE();
    const note = input.note === undefined || input.note === '' ? null : input.note;
    return this.em.transactional(async (tx) => {
      const invite = await this.mint(tx, {
        maxUses: input.uses ?? 1,
        expiresAt: decision.expiresAt,
        note,
      });
      await this.audit.record(tx, {
        ...this.who(action),
        action: 'invite.create',
        targetType: 'invite_code',
        targetId: invite.id,
        before: null,
        after: inviteSnapshot(invite),
      });
      return invite;
    });
  }

  /**
   * A code with a freshly drawn text, in the caller's transaction; the caller records the action
   * it is part of (creating it here, or approving a waitlist entry).
   */
  async mint(
    tx: EntityManager,
    input: { maxUses: number; expiresAt: Date | null; note: string | null },
  ): Promise<InviteCodeRecord> {
    for (let draw = 0; draw < CODE_DRAWS; draw++) {
      const invite = await this.invites.insert(tx, { code: randomInviteCode(), ...input });
      if (invite) return invite;
    }
    throw new Error(`no free invite code after ${CODE_DRAWS} draws`);
  }

  /**
   * Revokes the code: registration refuses it from now on. Idempotent: revoking a revoked code
   * answers it as it is and changes nothing, so it writes no audit row.
   */
  async revoke(action: AdminAction, id: string): Promise<InviteCodeRecord> {
    return this.em.transactional(async (tx) => {
      const before = await this.invites.findForUpdate(tx, id);
      if (!before) throw AdminErrors.INVITE_NOT_FOUND();
      if (before.revokedAt !== null) return before;
      const after = await this.invites.revoke(tx, id);
      await this.audit.record(tx, {
        ...this.who(action),
        action: 'invite.revoke',
        targetType: 'invite_code',
        targetId: id,
        before: inviteSnapshot(before),
        after: inviteSnapshot(after),
      });
      return after;
    });
  }

  list(query: InviteListQuery): Promise<InviteListRow[]> {
    return this.invites.list(this.em, query);
  }

  private who(action: AdminAction): { actorId: string; ip: string | null } {
    return { actorId: action.actorId, ip: action.ip };
  }
}
