import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

export interface Enrolment {
  secretSealed: string;
  enabled: boolean;
  lastTimeStep: number | null;
}

export interface StoredRecoveryCode {
  id: string;
  salt: string;
  codeHash: string;
  used: boolean;
}

export interface SecondFactorState {
  enrolled: boolean;
  passed: boolean;
}

interface EnrolmentRow {
  secret_sealed: string;
  enabled: boolean;
  last_time_step: string | null;
}

/** Enrolments, recovery codes and passed sessions (hand-written tables, docs/adr/0031). */
@Injectable()
export class SecondFactorRepository {
  constructor(private readonly em: EntityManager) {}

  async find(userId: string): Promise<Enrolment | null> {
    const [row] = await this.em.execute<EnrolmentRow[]>(
      `select secret_sealed, enabled_at is not null as enabled, last_time_step::text
       from second_factors where user_id = ?`,
      [userId],
    );
    if (!row) return null;
    return {
      secretSealed: row.secret_sealed,
      enabled: row.enabled,
      lastTimeStep: row.last_time_step === null ? null : Number(row.last_time_step),
    };
  }

  /** Starts (or restarts) an enrolment; false when the user already has an enabled one. */
  async savePending(userId: string, secretSealed: string): Promise<boolean> {
    const rows = await this.em.execute<{ user_id: string }[]>(
      `insert into second_factors (user_id, secret_sealed) values (?, ?)
       on conflict (user_id) do update
         set secret_sealed = excluded.secret_sealed, last_time_step = null, created_at = now()
         where second_factors.enabled_at is null
       returning user_id`,
      [userId, secretSealed],
    );
    return rows.length > 0;
  }

  /**
   * Enables a pending enrolment with its first accepted step, stores the recovery codes (replacing
   * any) and marks the session passed, in one transaction; false when it was no longer pending.
   */
  async enable(
    userId: string,
    sessionId: string,
    timeStep: number,
    codes: readonly { salt: string; codeHash: string }[],
  ): Promise<boolean> {
    return this.em.fork().transactional(async (tx) => {
      const enabled = await tx.execute<{ user_id: string }[]>(
        `update second_factors set enabled_at = now(), last_time_step = ?
         where user_id = ? and enabled_at is null returning user_id`,
        [timeStep, userId],
      );
      if (enabled.length === 0) return false;
      await tx.execute('delete from second_factor_recovery_codes where user_id = ?', [userId]);
      for (const code of codes) {
        await tx.execute(
          'insert into second_factor_recovery_codes (user_id, salt, code_hash) values (?, ?, ?)',
          [userId, code.salt, code.codeHash],
        );
      }
      await markPassed(tx, userId, sessionId);
      return true;
    });
  }

  /**
   * Records an accepted time step, atomically: of two requests with the same code only the
   * first moves the step forward (true); the other is a replay (false).
   */
  async acceptTimeStep(userId: string, timeStep: number): Promise<boolean> {
    const rows = await this.em.execute<{ user_id: string }[]>(
      `update second_factors set last_time_step = ?
       where user_id = ? and enabled_at is not null
         and (last_time_step is null or last_time_step < ?)
       returning user_id`,
      [timeStep, userId, timeStep],
    );
    return rows.length > 0;
  }

  async recoveryCodes(userId: string): Promise<StoredRecoveryCode[]> {
    const rows = await this.em.execute<
      { id: string; salt: string; code_hash: string; used: boolean }[]
    >(
      `select id, salt, code_hash, used_at is not null as used
       from second_factor_recovery_codes where user_id = ?`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.id,
      salt: row.salt,
      codeHash: row.code_hash,
      used: row.used,
    }));
  }

  /** Uses a recovery code, atomically: true for the one request that used it. */
  async useRecoveryCode(id: string): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update second_factor_recovery_codes set used_at = now()
       where id = ? and used_at is null returning id`,
      [id],
    );
    return rows.length > 0;
  }

  async recoveryCodesLeft(userId: string): Promise<number> {
    const [row] = await this.em.execute<{ left: number }[]>(
      `select count(*)::int as left from second_factor_recovery_codes
       where user_id = ? and used_at is null`,
      [userId],
    );
    return row?.left ?? 0;
  }

  async markPassed(userId: string, sessionId: string): Promise<void> {
    await markPassed(this.em, userId, sessionId);
  }

  /** Whether the user has an enabled second factor, and whether this session has passed it. */
  async stateOf(userId: string, sessionId: string): Promise<SecondFactorState> {
    const [row] = await this.em.execute<SecondFactorState[]>(
      `select exists (select 1 from second_factors
                      where user_id = ? and enabled_at is not null) as enrolled,
              exists (select 1 from second_factor_sessions s
                      join second_factors f on f.user_id = s.user_id and f.enabled_at is not null
                      where s.session_id = ? and s.user_id = ?) as passed`,
      [userId, sessionId, userId],
    );
    return { enrolled: row?.enrolled ?? false, passed: row?.passed ?? false };
  }

  /** Removes the enrolment, its recovery codes and every session's mark. */
  async remove(userId: string): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      await tx.execute('delete from second_factor_sessions where user_id = ?', [userId]);
      await tx.execute('delete from second_factor_recovery_codes where user_id = ?', [userId]);
      await tx.execute('delete from second_factors where user_id = ?', [userId]);
    });
  }
}

function markPassed(em: EntityManager, userId: string, sessionId: string): Promise<unknown> {
  return em.execute(
    `insert into second_factor_sessions (session_id, user_id) values (?, ?)
     on conflict (session_id) do update set passed_at = now()
     where second_factor_sessions.user_id = excluded.user_id`,
    [sessionId, userId],
  );
}
