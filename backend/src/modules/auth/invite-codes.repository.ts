import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import {
  type KeysetDirection,
  type KeysetKey,
  keysetOrder,
  likeSubstring,
  textKey,
  timestampKey,
} from '../../platform/database/index.js';
import type { ErrorFactory } from '../../platform/http/index.js';

import { AuthErrors } from './auth.errors.js';

/** Invite codes are matched trimmed and upper-cased ("encore-demo-2026" works too). */
export const normaliseInviteCode = (code: string): string => code.trim().toUpperCase();

interface InviteState {
  expired: boolean;
  revoked: boolean;
  used_up: boolean;
}

/** An invite code as stored; `createdAtText` keeps PostgreSQL's microseconds for a keyset cursor. */
export interface InviteCodeRecord {
  id: string;
  code: string;
  maxUses: number;
  uses: number;
  expiresAt: Date | null;
  revokedAt: Date | null;
  note: string | null;
  createdAt: Date;
  createdAtText: string;
}

export type InviteCodeStatus = 'active' | 'used_up' | 'expired' | 'revoked';

/** The orders the admin invites list offers; each is keyset-paginated on (key, id). */
export const INVITE_SORTS = ['created', 'expires', 'uses'] as const;
export type InviteSort = (typeof INVITE_SORTS)[number];

/**
 * Expiry and uses are carried as text that sorts as they do (byte order, `collate "C"`), so a
 * forged cursor key is only text to compare, never a cast that fails: the UTC time printed at
 * fixed width, `never` (after any digit) for a code that does not expire, and the count
 * zero-padded.
 */
const SORT_KEYS: Record<InviteSort, KeysetKey> = {
  created: timestampKey('created_at'),
  expires: textKey(
    `coalesce(to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), 'never') collate "C"`,
  ),
  uses: textKey(`lpad(uses::text, 10, '0') collate "C"`),
};

export interface InviteListQuery {
  /** Part of the code or of the note, in any case. */
  search?: string | undefined;
  status?: InviteCodeStatus | undefined;
  sort: InviteSort;
  direction: KeysetDirection;
  /** The previous page's last row: its `sortKey` and id. */
  after?: { key: string; id: string } | undefined;
  limit: number;
}

/** A listed code and its value in the list's order, as the next page's cursor carries it. */
export interface InviteListRow extends InviteCodeRecord {
  sortKey: string;
}

interface InviteRow {
  id: string;
  code: string;
  max_uses: number;
  uses: number;
  expires_at: Date | null;
  revoked_at: Date | null;
  note: string | null;
  created_at: Date;
  created_at_text: string;
}

const COLUMNS = `id, code, max_uses, uses, expires_at, revoked_at, note, created_at,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at_text`;

/** The SQL condition for each status, in the order the admin list names them. */
const STATUS_CONDITION: Record<InviteCodeStatus, string> = {
  revoked: 'revoked_at is not null',
  expired: 'revoked_at is null and expires_at is not null and expires_at <= now()',
  used_up: 'revoked_at is null and (expires_at is null or expires_at > now()) and uses >= max_uses',
  active: 'revoked_at is null and (expires_at is null or expires_at > now()) and uses < max_uses',
};

const toRecord = (row: InviteRow): InviteCodeRecord => ({
  id: row.id,
  code: row.code,
  maxUses: row.max_uses,
  uses: row.uses,
  expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
  revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
  note: row.note,
  createdAt: new Date(row.created_at),
  createdAtText: row.created_at_text,
});

@Injectable()
export class InviteCodesRepository {
  /**
   * Why `rawCode` cannot register anyone now (its error), or null when it can: a read, so a
   * wrong code is answered before any password is hashed or any row locked.
   */
  async refusalFor(em: EntityManager, rawCode: string): Promise<ErrorFactory | null> {
    const [state] = await em.execute<InviteState[]>(
      `select (expires_at is not null and expires_at <= now()) as expired,
              revoked_at is not null as revoked, uses >= max_uses as used_up
       from invite_codes where code = ?`,
      [normaliseInviteCode(rawCode)],
    );
    if (!state) return AuthErrors.INVITE_UNKNOWN;
    if (state.revoked) return AuthErrors.INVITE_REVOKED;
    if (state.expired) return AuthErrors.INVITE_EXPIRED;
    return state.used_up ? AuthErrors.INVITE_USED_UP : null;
  }

  /**
   * Counts one use in the caller's transaction, atomically: the conditional UPDATE re-checks the
   * row after any concurrent redeemer commits, so two registrations racing for the last use
   * cannot both win. Answers the code's id; throws the reason a code cannot be used.
   */
  async redeem(tx: EntityManager, rawCode: string): Promise<string> {
    const redeemed = await tx.execute<{ id: string }[]>(
      `update invite_codes set uses = uses + 1
       where code = ? and uses < max_uses and (expires_at is null or expires_at > now())
         and revoked_at is null
       returning id`,
      [normaliseInviteCode(rawCode)],
    );
    const [row] = redeemed;
    if (row) return row.id;
    throw ((await this.refusalFor(tx, rawCode)) ?? AuthErrors.INVITE_USED_UP)();
  }

  /** Adds a code in the caller's transaction; null when the code exists already. */
  async insert(
    tx: EntityManager,
    input: { code: string; maxUses: number; expiresAt: Date | null; note: string | null },
  ): Promise<InviteCodeRecord | null> {
    const [row] = await tx.execute<InviteRow[]>(
      `insert into invite_codes (code, max_uses, uses, expires_at, note) values (?, ?, 0, ?, ?)
       on conflict (code) do nothing
       returning ${COLUMNS}`,
      [input.code, input.maxUses, input.expiresAt, input.note],
    );
    return row ? toRecord(row) : null;
  }

  /** The code, locked for the rest of the caller's transaction (a revoke reads, then writes). */
  async findForUpdate(tx: EntityManager, id: string): Promise<InviteCodeRecord | null> {
    const [row] = await tx.execute<InviteRow[]>(
      `select ${COLUMNS} from invite_codes where id = ? for update`,
      [id],
    );
    return row ? toRecord(row) : null;
  }

  /** Marks the code revoked now; it can no longer register anyone. */
  async revoke(tx: EntityManager, id: string): Promise<InviteCodeRecord> {
    const [row] = await tx.execute<InviteRow[]>(
      `update invite_codes set revoked_at = now() where id = ? returning ${COLUMNS}`,
      [id],
    );
    if (!row) throw new Error(`invite code ${id} vanished inside its transaction`);
    return toRecord(row);
  }

  /**
   * Codes in the order asked for, keyset-paginated on (key, id). The search matches part of the
   * code or the note in any case (ILIKE, served by their pg_trgm indexes).
   */
  async list(em: EntityManager, query: InviteListQuery): Promise<InviteListRow[]> {
    const conditions: string[] = [];
    const values: unknown[] = [];
    if (query.search !== undefined) {
      const pattern = likeSubstring(query.search);
      conditions.push('(code ilike ? or note ilike ?)');
      values.push(pattern, pattern);
    }
    if (query.status) conditions.push(STATUS_CONDITION[query.status]);
    const key = SORT_KEYS[query.sort];
    const order = keysetOrder(key, 'id', query.direction, query.after);
    if (order.after) {
      conditions.push(order.after.sql);
      values.push(...order.after.values);
    }
    const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
    const rows = await em.execute<(InviteRow & { sort_key: string })[]>(
      `select ${COLUMNS}, ${key.printed} as sort_key from invite_codes ${where}
       order by ${order.orderBy} limit ?`,
      [...values, query.limit],
    );
    return rows.map((row) => ({ ...toRecord(row), sortKey: row.sort_key }));
  }
}

/** What a code is now, for the admin lists (invites, and the invite of a waitlist entry). */
export function inviteStatusOf(
  invite: Pick<InviteCodeRecord, 'revokedAt' | 'expiresAt' | 'uses' | 'maxUses'>,
  now: Date,
): InviteCodeStatus {
  if (invite.revokedAt !== null) return 'revoked';
  if (invite.expiresAt !== null && invite.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (invite.uses >= invite.maxUses) return 'used_up';
  return 'active';
}
