import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { WaitlistKind } from '@encore/shared-rules';

import {
  type KeysetDirection,
  type KeysetKey,
  keysetOrder,
  likePrefix,
  textKey,
  timestampKey,
} from '../../../platform/database/index.js';
import { EXPORT_COLUMNS, type ExportedEntry, iso } from '../waitlist.repository.js';
import type { ScreeningFacts, ScreeningStatus } from './domain/screening.js';

/** The filters of a list and of its export. */
export interface ScreeningFilters {
  status?: ScreeningStatus | undefined;
  confirmed?: boolean | undefined;
  /** ISO 3166-1 alpha-2, upper case. */
  country?: string | undefined;
  /** A genre name as the catalogue spells it (the artist list only). */
  genre?: string | undefined;
  /** Signed up from (inclusive) and before (exclusive). */
  from?: Date | undefined;
  to?: Date | undefined;
  /** Part of the email, the name or the artist name, any case. */
  search?: string | undefined;
}

export const SCREENING_SORTS = ['created_at', 'name', 'email'] as const;
export type ScreeningSort = (typeof SCREENING_SORTS)[number];

export interface ScreeningListQuery extends ScreeningFilters {
  sort: ScreeningSort;
  order: KeysetDirection;
  /** The last row of the previous page: its sort key (as `sortKey` printed it) and id. */
  after?: { key: string; id: string } | undefined;
  limit: number;
}

/** A row of a screening list: what the table shows. Times are UTC text with microseconds. */
export interface ScreeningRow extends ScreeningFacts {
  id: string;
  email: string;
  name: string;
  country: string | null;
  artistName: string | null;
  genres: string[];
  favouriteArtist: string | null;
  createdAt: string;
  decidedAt: string | null;
  notes: number;
  /** The row's value of the list's sort key, for the next page's cursor. */
  sortKey: string;
}

/** The invite code an approval made (its state is the auth module's inviteStatusOf). */
export interface ScreeningInvite {
  id: string;
  code: string;
  maxUses: number;
  uses: number;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

/** An export row: the CLI export's columns and where the entry stands. */
export interface ScreenedExportEntry extends ExportedEntry, ScreeningFacts {
  decidedAt: string | null;
  rejectionReason: string | null;
}

/** An entry with everything submitted, its consent evidence and its screening. */
export interface ScreeningDetail extends ScreenedExportEntry {
  kind: WaitlistKind;
  confirmationSentAt: string | null;
  decidedBy: string | null;
  decidedByEmail: string | null;
  invite: ScreeningInvite | null;
  inviteMailedAt: string | null;
}

export interface ScreeningNote {
  id: string;
  body: string;
  authorId: string;
  authorEmail: string | null;
  createdAt: string;
}

/** What the worker needs to mail an entry its invite. */
export interface InviteMailFacts extends ScreeningFacts {
  kind: WaitlistKind;
  email: string;
  name: string;
  invite: ScreeningInvite | null;
}

const INVITE_USES = `coalesce((select c.uses from invite_codes c where c.id = e.invite_code_id), 0)`;

const FACTS = `e.decision, e.confirmed_at is not null as confirmed,
  e.unsubscribed_at is not null as unsubscribed, ${INVITE_USES}::int as "inviteUses"`;

const STATUS_CONDITION: Record<ScreeningStatus, string> = {
  pending: 'e.decision is null',
  rejected: `e.decision = 'rejected'`,
  invited: `e.decision = 'approved' and ${INVITE_USES} = 0`,
  registered: `e.decision = 'approved' and ${INVITE_USES} > 0`,
};

/** What each sort orders by (then by id); names sort regardless of case. */
const SORT_KEY: Record<ScreeningSort, KeysetKey> = {
  created_at: timestampKey('e.created_at'),
  name: textKey('lower(e.name)'),
  email: textKey('e.email'),
};

interface Where {
  conditions: string[];
  values: unknown[];
}

function filtersOf(kind: WaitlistKind, filters: ScreeningFilters): Where {
  const where: Where = { conditions: ['e.kind = ?'], values: [kind] };
  const add = (condition: string, ...values: unknown[]): void => {
    where.conditions.push(condition);
    where.values.push(...values);
  };
  if (filters.status !== undefined) add(STATUS_CONDITION[filters.status]);
  if (filters.confirmed !== undefined) {
    add(filters.confirmed ? 'e.confirmed_at is not null' : 'e.confirmed_at is null');
  }
  if (filters.country !== undefined) add('e.country = ?', filters.country);
  if (filters.genre !== undefined) {
    add(`e.answers -> 'genres' @> jsonb_build_array(?::text)`, filters.genre);
  }
  if (filters.from !== undefined) add('e.created_at >= ?', filters.from);
  if (filters.to !== undefined) add('e.created_at < ?', filters.to);
  if (filters.search !== undefined) {
    // Anywhere in the text: a LIKE prefix pattern with a wildcard in front.
    const pattern = `%${likePrefix(filters.search)}`;
    add(
      `(e.email ilike ? or e.name ilike ? or e.answers ->> 'artist_name' ilike ?)`,
      pattern,
      pattern,
      pattern,
    );
  }
  return where;
}

/** The invite's columns, joined as `c`, read back by inviteOf. */
const INVITE_COLUMNS = `e.invite_code_id as "inviteCodeId", c.code as "inviteCode",
  c.max_uses as "inviteMaxUses", c.expires_at as "inviteExpiresAt",
  c.revoked_at as "inviteRevokedAt"`;

interface InviteColumns {
  inviteCodeId: string | null;
  inviteCode: string | null;
  inviteMaxUses: number | null;
  inviteExpiresAt: Date | null;
  inviteRevokedAt: Date | null;
  inviteUses: number;
}

const inviteOf = (row: InviteColumns): ScreeningInvite | null =>
  row.inviteCodeId === null || row.inviteCode === null || row.inviteMaxUses === null
    ? null
    : {
        id: row.inviteCodeId,
        code: row.inviteCode,
        maxUses: row.inviteMaxUses,
        uses: row.inviteUses,
        expiresAt: row.inviteExpiresAt === null ? null : new Date(row.inviteExpiresAt),
        revokedAt: row.inviteRevokedAt === null ? null : new Date(row.inviteRevokedAt),
      };

/** Splits a row into the entry's own fields and its invite. */
function withInvite<R extends InviteColumns>(
  row: R,
): Omit<R, Exclude<keyof InviteColumns, 'inviteUses'>> & { invite: ScreeningInvite | null } {
  const {
    inviteCodeId: _id,
    inviteCode: _code,
    inviteMaxUses: _maxUses,
    inviteExpiresAt: _expiresAt,
    inviteRevokedAt: _revokedAt,
    ...entry
  } = row;
  return { ...entry, invite: inviteOf(row) };
}

type DetailRow = Omit<ScreeningDetail, 'invite'> & InviteColumns;

/** What an export row reads, and how the entry stands: the admin export's columns. */
const SCREENED_COLUMNS = `${EXPORT_COLUMNS}, ${FACTS}, ${iso('e.decided_at')} as "decidedAt",
  e.rejection_reason as "rejectionReason"`;

const DETAIL_COLUMNS = `${SCREENED_COLUMNS}, e.kind,
  ${iso('e.confirmation_sent_at')} as "confirmationSentAt", e.decided_by as "decidedBy",
  u.email as "decidedByEmail", ${iso('e.invite_mailed_at')} as "inviteMailedAt",
  ${INVITE_COLUMNS}`;

/**
 * The screening of `waitlist_entries` (hand-written SQL, like the rest of the waitlists): the
 * admin lists and exports, an entry in full, the decisions and the admins' notes. Every change
 * runs in the caller's transaction, which also writes its audit row.
 */
@Injectable()
export class ScreeningRepository {
  constructor(private readonly em: EntityManager) {}

  /** One page of a list, filtered, in the asked order (then by id), after `after` (keyset). */
  async list(kind: WaitlistKind, query: ScreeningListQuery): Promise<ScreeningRow[]> {
    const where = filtersOf(kind, query);
    const key = SORT_KEY[query.sort];
    const order = keysetOrder(key, 'e.id', query.order, query.after);
    if (order.after !== null) {
      where.conditions.push(order.after.sql);
      where.values.push(...order.after.values);
    }
    return this.em.execute<ScreeningRow[]>(
      `select e.id, e.email, e.name, e.country, e.answers ->> 'artist_name' as "artistName",
         coalesce(e.answers -> 'genres', '[]'::jsonb) as genres,
         e.answers ->> 'favourite_artist' as "favouriteArtist",
         ${iso('e.created_at')} as "createdAt", ${iso('e.decided_at')} as "decidedAt", ${FACTS},
         (select count(*) from waitlist_notes n where n.entry_id = e.id)::int as notes,
         ${key.printed} as "sortKey"
       from waitlist_entries e
       where ${where.conditions.join(' and ')}
       order by ${order.orderBy}
       limit ?`,
      [...where.values, query.limit],
    );
  }

  async detail(kind: WaitlistKind, id: string): Promise<ScreeningDetail | null> {
    return this.detailIn(this.em, kind, id);
  }

  /**
   * The entry, locked for the rest of the caller's transaction: a decision reads the state it
   * replaces, so two admins deciding at once take turns and the second sees the first's decision.
   */
  async lockForDecision(
    tx: EntityManager,
    kind: WaitlistKind,
    id: string,
  ): Promise<ScreeningDetail | null> {
    // Lock, then read in a statement of its own: a statement that waited for the lock re-reads
    // the locked row but sees the rows it joins (the invite another approval just made) as they
    // were when it started.
    const locked = await tx.execute<unknown[]>(
      'select 1 from waitlist_entries where id = ? and kind = ? for update',
      [id, kind],
    );
    return locked.length === 0 ? null : this.detailIn(tx, kind, id);
  }

  async approve(
    tx: EntityManager,
    id: string,
    decision: { by: string; inviteCodeId: string },
  ): Promise<void> {
    await tx.execute(
      `update waitlist_entries set decision = 'approved', decided_at = now(), decided_by = ?,
         rejection_reason = null, invite_code_id = ?, invite_mailed_at = null
       where id = ?`,
      [decision.by, decision.inviteCodeId, id],
    );
  }

  async reject(
    tx: EntityManager,
    id: string,
    decision: { by: string; reason: string },
  ): Promise<void> {
    await tx.execute(
      `update waitlist_entries set decision = 'rejected', decided_at = now(), decided_by = ?,
         rejection_reason = ?
       where id = ?`,
      [decision.by, decision.reason, id],
    );
  }

  /** The invite mail is due again (an admin asked for it): it counts as unsent until it goes. */
  async markInviteMailDue(tx: EntityManager, id: string): Promise<void> {
    await tx.execute(`update waitlist_entries set invite_mailed_at = null where id = ?`, [id]);
  }

  async addNote(
    tx: EntityManager,
    entryId: string,
    note: { authorId: string; body: string },
  ): Promise<ScreeningNote> {
    const [row] = await tx.execute<ScreeningNote[]>(
      `with added as (
         insert into waitlist_notes (entry_id, author_id, body) values (?, ?, ?)
         returning id, body, author_id, created_at)
       select a.id, a.body, a.author_id as "authorId", u.email as "authorEmail",
         ${iso('a.created_at')} as "createdAt"
       from added a left join users u on u.id = a.author_id`,
      [entryId, note.authorId, note.body],
    );
    if (!row) throw new Error(`note on ${entryId} was not stored`);
    return row;
  }

  /** The admins' notes on an entry, oldest first (they read as a conversation). */
  async notes(entryId: string): Promise<ScreeningNote[]> {
    return this.em.execute<ScreeningNote[]>(
      `select n.id, n.body, n.author_id as "authorId", u.email as "authorEmail",
         ${iso('n.created_at')} as "createdAt"
       from waitlist_notes n left join users u on u.id = n.author_id
       where n.entry_id = ? order by n.created_at, n.id`,
      [entryId],
    );
  }

  /** One page of a filtered export, in sign-up order after `after` (keyset). */
  async exportPage(
    kind: WaitlistKind,
    filters: ScreeningFilters,
    after: { createdAt: string; id: string } | null,
    limit: number,
  ): Promise<ScreenedExportEntry[]> {
    const where = filtersOf(kind, filters);
    if (after !== null) {
      where.conditions.push('(e.created_at, e.id) > (?::timestamptz, ?::uuid)');
      where.values.push(after.createdAt, after.id);
    }
    return this.em.execute<ScreenedExportEntry[]>(
      `select ${SCREENED_COLUMNS}
       from waitlist_entries e
       where ${where.conditions.join(' and ')}
       order by e.created_at, e.id limit ?`,
      [...where.values, limit],
    );
  }

  /** What the invite mail needs, read by the worker just before sending; null when gone. */
  async inviteMailFacts(entryId: string): Promise<InviteMailFacts | null> {
    const [row] = await this.em.execute<(Omit<InviteMailFacts, 'invite'> & InviteColumns)[]>(
      `select e.kind, e.email, e.name, ${FACTS}, ${INVITE_COLUMNS}
       from waitlist_entries e left join invite_codes c on c.id = e.invite_code_id
       where e.id = ?`,
      [entryId],
    );
    return row ? withInvite(row) : null;
  }

  /** The mail with this code went out (unless the entry has another code by now). */
  async markInviteMailed(entryId: string, inviteCodeId: string): Promise<void> {
    await this.em.execute(
      `update waitlist_entries set invite_mailed_at = now() where id = ? and invite_code_id = ?`,
      [entryId, inviteCodeId],
    );
  }

  private async detailIn(
    em: EntityManager,
    kind: WaitlistKind,
    id: string,
  ): Promise<ScreeningDetail | null> {
    const [row] = await em.execute<DetailRow[]>(
      `select ${DETAIL_COLUMNS}
       from waitlist_entries e
         left join invite_codes c on c.id = e.invite_code_id
         left join users u on u.id = e.decided_by
       where e.id = ? and e.kind = ?`,
      [id, kind],
    );
    return row ? withInvite(row) : null;
  }
}
