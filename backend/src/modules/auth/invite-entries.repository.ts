import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { InviteEntry } from './domain/invite-grant.js';

/**
 * The waitlist entry an invite was made for, read in the registration's transaction. An approval
 * links its entry to the single-use code it minted (`waitlist_entries.invite_code_id`, unique);
 * a code an admin made by hand has no entry. Read here rather than through the waitlist module,
 * which depends on this one (it mails the codes this module keeps).
 */
@Injectable()
export class InviteEntriesRepository {
  async entryOf(tx: EntityManager, inviteId: string): Promise<InviteEntry | null> {
    const [row] = await tx.execute<InviteEntry[]>(
      `select kind, name, country, answers from waitlist_entries where invite_code_id = ?`,
      [inviteId],
    );
    return row ?? null;
  }
}
