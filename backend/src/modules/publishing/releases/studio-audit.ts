import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { AuditTrail } from '../../../platform/audit/index.js';
import type { StudioActor } from './studio-access.js';

/** What a studio change did, as its audit row states it. */
export interface StudioChange {
  /** `release.<verb>`, `track.<verb>` or `artist.<verb>` (the profile). */
  action: string;
  targetType: 'release' | 'track' | 'artist';
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Records a change an admin made for an artist (docs/adr/0041) in the change's own transaction,
 * through the platform's audit trail (the admin area reads it at /api/admin/audit). An artist's
 * changes to their own releases and profile are their work, not admin actions, and are not
 * recorded.
 */
@Injectable()
export class StudioAudit {
  constructor(private readonly trail: AuditTrail) {}

  async record(tx: EntityManager, actor: StudioActor, change: StudioChange): Promise<void> {
    if (!actor.byAdmin) return;
    await this.trail.record(tx, {
      actorId: actor.userId,
      ip: actor.ip,
      ...change,
    });
  }
}
