import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { AuthErrors } from './auth.errors.js';

/** Invite codes are matched trimmed and upper-cased ("encore-demo-2026" works too). */
export const normaliseInviteCode = (code: string): string => code.trim().toUpperCase();

interface InviteState {
  expired: boolean;
}

@Injectable()
export class InviteCodesRepository {
  /**
   * Counts one use in the caller's transaction, atomically: the conditional UPDATE re-checks the
   * row after any concurrent redeemer commits, so two registrations racing for the last use
   * cannot both win. Throws the reason a code cannot be used.
   */
  async redeem(tx: EntityManager, rawCode: string): Promise<void> {
    const code = normaliseInviteCode(rawCode);
    const redeemed = await tx.execute<{ id: string }[]>(
      `update invite_codes set uses = uses + 1
       where code = ? and uses < max_uses and (expires_at is null or expires_at > now())
       returning id`,
      [code],
    );
    if (redeemed.length > 0) return;
    const [state] = await tx.execute<InviteState[]>(
      'select (expires_at is not null and expires_at <= now()) as expired from invite_codes where code = ?',
      [code],
    );
    if (!state) throw AuthErrors.INVITE_UNKNOWN();
    if (state.expired) throw AuthErrors.INVITE_EXPIRED();
    throw AuthErrors.INVITE_USED_UP();
  }
}
