import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { type AuditEntry, AuditTrail } from '../../../platform/audit/index.js';
import {
  type KeysetDirection,
  type KeysetKey,
  keysetOrder,
  likePrefix,
  textKey,
  timestampKey,
} from '../../../platform/database/index.js';

export type { AuditEntry };

export interface AuditRecord extends AuditEntry {
  id: string;
  /** PostgreSQL's UTC text with microseconds: the time shown and the keyset cursor. */
  at: string;
  actorEmail: string | null;
}

/** A listed entry and its value in the list's order, as the next page's cursor carries it. */
export interface AuditListRow extends AuditRecord {
  sortKey: string;
}

/** The orders the audit page offers; each is keyset-paginated on (key, id). */
export const AUDIT_SORTS = ['at', 'action'] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

const SORT_KEYS: Record<AuditSort, KeysetKey> = {
  at: timestampKey('a.at'),
  action: textKey('a.action'),
};

export interface AuditQuery {
  /**
   * The start of an action (`invite.`), of a target id, or of the actor's email, in any case;
   * each is served by an index (the actors by the users' email prefix index; `= any(array(…))`,
   * not `in (…)`, so the three index scans combine into one bitmap).
   */
  search?: string | undefined;
  actorId?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  sort: AuditSort;
  direction: KeysetDirection;
  /** The previous page's last row: its `sortKey` and id. */
  after?: { key: string; id: string } | undefined;
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
  sort_key: string;
}

/**
 * The admin audit log (docs/adr/0033): the admin area's reader, and its own changes' way in.
 * `record` takes the transaction of the change it records, so the row commits with the change or
 * not at all; it hands the row to the platform's AuditTrail, which other modules an admin acts in
 * (publishing's studio, ADR 0041) write through too. There is no update or delete here, and the
 * database refuses both (a trigger), so the log cannot be edited from the app.
 */
@Injectable()
export class AuditLog {
  constructor(
    private readonly em: EntityManager,
    private readonly trail: AuditTrail,
  ) {}

  record(tx: EntityManager, entry: AuditEntry): Promise<void> {
    return this.trail.record(tx, entry);
  }

  /** In the order asked for, keyset-paginated on (key, id); `from` inclusive, `to` exclusive. */
  async list(query: AuditQuery): Promise<AuditListRow[]> {
    const conditions: string[] = [];
    const values: unknown[] = [];
    const where = (condition: string, ...bound: unknown[]): void => {
      conditions.push(condition);
      values.push(...bound);
    };
    if (query.search !== undefined) {
      const prefix = likePrefix(query.search);
      where(
        `(a.action like ? or lower(a.target_id) like ?
          or a.actor_id = any(array(select s.id from users s where s.email like ?)))`,
        prefix,
        prefix,
        prefix,
      );
    }
    if (query.actorId !== undefined) where('a.actor_id = ?', query.actorId);
    if (query.action !== undefined) where('a.action = ?', query.action);
    if (query.targetType !== undefined) where('a.target_type = ?', query.targetType);
    if (query.targetId !== undefined) where('a.target_id = ?', query.targetId);
    if (query.from !== undefined) where('a.at >= ?', query.from);
    if (query.to !== undefined) where('a.at < ?', query.to);
    const key = SORT_KEYS[query.sort];
    const order = keysetOrder(key, 'a.id', query.direction, query.after);
    if (order.after) where(order.after.sql, ...order.after.values);
    const rows = await this.em.execute<AuditRow[]>(
      `select a.id, a.actor_id, u.email as actor_email, a.action, a.target_type, a.target_id,
              a.before, a.after, a.ip,
              to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_text,
              ${key.printed} as sort_key
       from admin_audit_log a left join users u on u.id = a.actor_id
       ${conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''}
       order by ${order.orderBy} limit ?`,
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
      sortKey: row.sort_key,
    }));
  }
}
