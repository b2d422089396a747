import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** One admin action, as the change's code describes it. */
export interface AuditEntry {
  actorId: string;
  /** `<target>.<verb>`, e.g. `invite.create`. */
  action: string;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
}

/**
 * The writing end of the admin audit log (docs/adr/0033, 0041): every module whose changes an
 * admin may make records them here, in the change's own transaction (`tx`), so the row commits
 * with the change or not at all. A mechanism, like the mailer: what is recorded is the caller's
 * business, and reading the log is the admin area's. The table refuses updates and deletes.
 */
@Injectable()
export class AuditTrail {
  async record(tx: EntityManager, entry: AuditEntry): Promise<void> {
    await tx.execute(
      `insert into admin_audit_log (actor_id, action, target_type, target_id, before, after, ip)
       values (?, ?, ?, ?, ?::jsonb, ?::jsonb, ?)`,
      [
        entry.actorId,
        entry.action,
        entry.targetType,
        entry.targetId,
        entry.before === null ? null : JSON.stringify(entry.before),
        entry.after === null ? null : JSON.stringify(entry.after),
        entry.ip,
      ],
    );
  }
}
