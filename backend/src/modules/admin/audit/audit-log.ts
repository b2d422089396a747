import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { KeysetPosition } from '../domain/keyset-cursor.js';

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

export interface AuditRecord extends AuditEntry {
  id: string;
  /** PostgreSQL's UTC text with microseconds: the time shown and the keyset cursor. */
  at: string;
  actorEmail: string | null;
}

export interface AuditQuery {
  actorId?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  before?: KeysetPosition | undefined;
  limit: number;
}

interface AuditRow {
  id: string;
  at_text: string;
  actor_id: string;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
}

/**
 * The admin audit log (docs/adr/0033). `record` takes the transaction of the change it records,
 * so the row commits with the change or not at all. There is no update or delete here, and the
 * database refuses both (a trigger), so the log cannot be edited from the app.
 */
@Injectable()
export class AuditLog {
  constructor(private readonly em: EntityManager) {}

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

  /** Newest first, keyset-paginated on (at, id); `from` inclusive, `to` exclusive. */
  async list(query: AuditQuery): Promise<AuditRecord[]> {
    const conditions: string[] = [];
    const values: unknown[] = [];
    const where = (condition: string, ...bound: unknown[]): void => {
      conditions.push(condition);
      values.push(...bound);
    };
    if (query.actorId !== undefined) where('a.actor_id = ?', query.actorId);
    if (query.action !== undefined) where('a.action = ?', query.action);
    if (query.targetType !== undefined) where('a.target_type = ?', query.targetType);
    if (query.targetId !== undefined) where('a.target_id = ?', query.targetId);
    if (query.from !== undefined) where('a.at >= ?', query.from);
    if (query.to !== undefined) where('a.at < ?', query.to);
    if (query.before !== undefined) {
      where('(a.at, a.id) < (?::timestamptz, ?::uuid)', query.before.at, query.before.id);
    }
    const rows = await this.em.execute<AuditRow[]>(
      `select a.id, a.actor_id, u.email as actor_email, a.action, a.target_type, a.target_id,
              a.before, a.after, a.ip,
              to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_text
       from admin_audit_log a left join users u on u.id = a.actor_id
       ${conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''}
       order by a.at desc, a.id desc limit ?`,
      [...values, query.limit],
    );
    return rows.map((row) => ({
      id: row.id,
      at: row.at_text,
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      before: row.before,
      after: row.after,
      ip: row.ip,
    }));
  }
}
