import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** A session (refresh-token family) that has not ended: one signed-in device. */
export interface LiveSession {
  id: string;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export type RefreshOutcome =
  | { status: 'rotated'; sessionId: string; userId: string }
  /** An already used token: a copy was stolen, or two tabs refreshed at the same moment. */
  | { status: 'reused'; sessionId: string; userId: string; usedSecondsAgo: number }
  | { status: 'invalid' };

interface ReuseRow {
  session_id: string;
  user_id: string;
  used_seconds_ago: number | null;
  live: boolean;
}

/** Sessions (refresh-token families) and their refresh tokens, stored as SHA-256 hashes. */
@Injectable()
export class SessionsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Starts a session, unless the account is disabled (null then). The user's row is share-locked
   * for the insert, so a disable that is committing waits for it, or it for the disable, and
   * either way the disable sees and ends this session or the insert sees the disable.
   */
  async create(userId: string, client: ClientInfo, expiresAt: Date): Promise<string | null> {
    const [row] = await this.em.execute<{ id: string }[]>(
      `insert into auth_sessions (user_id, ip, user_agent, expires_at)
       select u.id, ?, ?, ? from users u where u.id = ? and u.disabled_at is null for share of u
       returning id`,
      [client.ip, client.userAgent?.slice(0, 300) ?? null, expiresAt, userId],
    );
    return row?.id ?? null;
  }

  /** Adds the family's next refresh token and slides the session's expiry with it. */
  async addRefreshToken(sessionId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.em.execute(
      `with added as (
         insert into refresh_tokens (session_id, token_hash, expires_at) values (?, ?, ?)
       )
       update auth_sessions set last_used_at = now(), expires_at = ? where id = ?`,
      [sessionId, tokenHash, expiresAt, expiresAt, sessionId],
    );
  }

  /** Marks a refresh token used, atomically: of two concurrent uses exactly one rotates. */
  async consumeRefreshToken(tokenHash: string): Promise<RefreshOutcome> {
    const [rotated] = await this.em.execute<{ session_id: string; user_id: string }[]>(
      `update refresh_tokens rt set used_at = now()
       from auth_sessions s
       where rt.token_hash = ? and rt.used_at is null and rt.expires_at > now()
         and s.id = rt.session_id and s.revoked_at is null
       returning rt.session_id, s.user_id`,
      [tokenHash],
    );
    if (rotated)
      return { status: 'rotated', sessionId: rotated.session_id, userId: rotated.user_id };
    const [previous] = await this.em.execute<ReuseRow[]>(
      `select rt.session_id, s.user_id,
              extract(epoch from now() - rt.used_at)::float8 as used_seconds_ago,
              (s.revoked_at is null and rt.expires_at > now()) as live
       from refresh_tokens rt join auth_sessions s on s.id = rt.session_id
       where rt.token_hash = ?`,
      [tokenHash],
    );
    if (!previous?.live || previous.used_seconds_ago === null) return { status: 'invalid' };
    return {
      status: 'reused',
      sessionId: previous.session_id,
      userId: previous.user_id,
      usedSecondsAgo: previous.used_seconds_ago,
    };
  }

  async sessionOfRefreshToken(tokenHash: string): Promise<string | null> {
    const [row] = await this.em.execute<{ session_id: string }[]>(
      'select session_id from refresh_tokens where token_hash = ?',
      [tokenHash],
    );
    return row?.session_id ?? null;
  }

  async revoke(sessionId: string, reason: string): Promise<void> {
    await this.em.execute(
      'update auth_sessions set revoked_at = now(), revoked_reason = ? where id = ? and revoked_at is null',
      [reason, sessionId],
    );
  }

  /**
   * Revokes every live session of a user except `keepSessionId`, in `em`'s transaction when it is
   * one; returns the revoked ids.
   */
  async revokeAllForUser(
    userId: string,
    reason: string,
    keepSessionId: string | null,
    em: EntityManager = this.em,
  ): Promise<string[]> {
    const rows = await em.execute<{ id: string }[]>(
      `update auth_sessions set revoked_at = now(), revoked_reason = ?
       where user_id = ? and revoked_at is null and id is distinct from ?::uuid
       returning id`,
      [reason, userId, keepSessionId],
    );
    return rows.map((row) => row.id);
  }

  /** Whether the session can still be refreshed (not revoked, not expired). */
  async isLive(sessionId: string): Promise<boolean> {
    const rows = await this.em.execute<unknown[]>(
      `select 1 from auth_sessions where id = ? and revoked_at is null and expires_at > now()`,
      [sessionId],
    );
    return rows.length > 0;
  }

  /** The user's sessions that can still be refreshed, most recently used first. */
  async liveOf(userId: string, limit: number): Promise<LiveSession[]> {
    const rows = await this.em.execute<LiveSession[]>(
      `select id, created_at as "createdAt", last_used_at as "lastUsedAt",
              expires_at as "expiresAt", ip, user_agent as "userAgent"
       from auth_sessions
       where user_id = ? and revoked_at is null and expires_at > now()
       order by last_used_at desc, id desc limit ?`,
      [userId, limit],
    );
    return rows.map((row) => ({
      ...row,
      createdAt: new Date(row.createdAt),
      lastUsedAt: new Date(row.lastUsedAt),
      expiresAt: new Date(row.expiresAt),
    }));
  }
}
