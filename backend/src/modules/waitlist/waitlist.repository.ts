import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { WaitlistKind } from '@encore/shared-rules';

import type { Answer, NewWaitlistEntry } from './domain/waitlist-entry.js';

/** Where the consent came from: the request as Fastify saw it (TRUST_PROXY decides the IP). */
export interface ConsentSource {
  /** A valid IPv4 or IPv6 address, or null. */
  ip: string | null;
  userAgent: string | null;
}

/** Why a sign-up needs a confirmation mail now, and the claim's time (for a one-off job id). */
export interface MailClaim {
  entryId: string;
  claimedAt: string;
  /** A first sign-up (else a repeat whose mail is due again). */
  isNew: boolean;
}

export interface MailRecipient {
  kind: WaitlistKind;
  email: string;
  name: string;
  confirmed: boolean;
}

/** An entry as the export reads it: timestamps as ISO-8601 text in UTC. */
export interface ExportedEntry {
  id: string;
  email: string;
  name: string;
  country: string | null;
  answers: Record<string, Answer>;
  isSubscribed: boolean;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  consentAt: string;
  consentIp: string | null;
  consentUserAgent: string | null;
  consentVersion: string;
  consentBoxes: Record<string, boolean>;
}

/** Another confirmation mail goes out for a repeat sign-up only once this much time has passed. */
export const RESEND_AFTER_MINUTES = 10;

/** A timestamp column as ISO-8601 text in UTC with microseconds (a JavaScript Date keeps milliseconds). */
export const iso = (column: string): string =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * What an export row reads (ExportedEntry) of `waitlist_entries e`: the CLI export, the admin
 * export and an entry's admin detail all start from it.
 */
export const EXPORT_COLUMNS = `e.id, e.email, e.name, e.country, e.answers,
  e.is_subscribed AS "isSubscribed", ${iso('e.created_at')} AS "createdAt",
  ${iso('e.confirmed_at')} AS "confirmedAt", ${iso('e.unsubscribed_at')} AS "unsubscribedAt",
  ${iso('e.consent_at')} AS "consentAt", host(e.consent_ip) AS "consentIp",
  e.consent_user_agent AS "consentUserAgent", e.consent_version AS "consentVersion",
  e.consent_boxes AS "consentBoxes"`;

/** `waitlist_entries` and the hashes of the links mailed to them (hand-written SQL). */
@Injectable()
export class WaitlistRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Stores a first sign-up, or finds the entry of a repeat one (same list, same email) and leaves
   * its answers as they were. Either way it claims a confirmation mail when one is due: for a new
   * entry, or for an unconfirmed one whose last mail is RESEND_AFTER_MINUTES old. The claim is
   * one statement, so two sign-ups at once queue one mail.
   */
  async addOrFind(entry: NewWaitlistEntry, source: ConsentSource): Promise<MailClaim | null> {
    const [inserted] = await this.em.execute<Omit<MailClaim, 'isNew'>[]>(
      `INSERT INTO waitlist_entries (kind, email, name, country, answers, is_subscribed,
         consent_ip, consent_user_agent, consent_version, consent_boxes, confirmation_sent_at)
       VALUES (?, ?, ?, ?, ?::jsonb, ?, ?::inet, ?, ?, ?::jsonb, now())
       ON CONFLICT (kind, email) DO NOTHING
       RETURNING id AS "entryId", ${iso('confirmation_sent_at')} AS "claimedAt"`,
      [
        entry.kind,
        entry.email,
        entry.name,
        entry.country,
        JSON.stringify(entry.answers),
        entry.isSubscribed,
        source.ip,
        source.userAgent,
        entry.consentVersion,
        JSON.stringify(entry.consentBoxes),
      ],
    );
    if (inserted) return { ...inserted, isNew: true };
    const [resend] = await this.em.execute<Omit<MailClaim, 'isNew'>[]>(
      `UPDATE waitlist_entries SET confirmation_sent_at = now()
       WHERE kind = ? AND email = ? AND confirmed_at IS NULL
         AND (confirmation_sent_at IS NULL
              OR confirmation_sent_at <= now() - make_interval(mins => ?))
       RETURNING id AS "entryId", ${iso('confirmation_sent_at')} AS "claimedAt"`,
      [entry.kind, entry.email, RESEND_AFTER_MINUTES],
    );
    return resend ? { ...resend, isNew: false } : null;
  }

  async recipient(entryId: string): Promise<MailRecipient | null> {
    const [row] = await this.em.execute<MailRecipient[]>(
      `SELECT kind, email, name, confirmed_at IS NOT NULL AS confirmed
       FROM waitlist_entries WHERE id = ?`,
      [entryId],
    );
    return row ?? null;
  }

  /** Keeps the hashes of a mail's links; false when the entry is gone (purged meanwhile). */
  async addLinkTokens(
    entryId: string,
    hashes: { confirm: string; unsubscribe: string },
  ): Promise<boolean> {
    const rows = await this.em.execute<unknown[]>(
      `INSERT INTO waitlist_mail_tokens (token_hash, entry_id, purpose)
       SELECT hash, e.id, purpose FROM waitlist_entries e,
         (VALUES (?, 'confirm'), (?, 'unsubscribe')) AS link (hash, purpose)
       WHERE e.id = ?
       RETURNING 1`,
      [hashes.confirm, hashes.unsubscribe, entryId],
    );
    return rows.length === 2;
  }

  /**
   * Spends a confirmation link: the first use confirms the entry and spends every other
   * confirmation link it was mailed. 'used' when the link was spent before, null when unknown.
   */
  async confirm(tokenHash: string): Promise<'confirmed' | 'used' | null> {
    return this.em.fork().transactional(async (tx) => {
      const [claimed] = await tx.execute<{ entry_id: string }[]>(
        `UPDATE waitlist_mail_tokens SET used_at = now()
         WHERE token_hash = ? AND purpose = 'confirm' AND used_at IS NULL
         RETURNING entry_id`,
        [tokenHash],
      );
      if (!claimed) {
        const known = await tx.execute<unknown[]>(
          `SELECT 1 FROM waitlist_mail_tokens WHERE token_hash = ? AND purpose = 'confirm'`,
          [tokenHash],
        );
        return known.length > 0 ? 'used' : null;
      }
      await tx.execute(
        `UPDATE waitlist_entries SET confirmed_at = coalesce(confirmed_at, now()) WHERE id = ?`,
        [claimed.entry_id],
      );
      await tx.execute(
        `UPDATE waitlist_mail_tokens SET used_at = now()
         WHERE entry_id = ? AND purpose = 'confirm' AND used_at IS NULL`,
        [claimed.entry_id],
      );
      return 'confirmed';
    });
  }

  /** Turns mail off for the link's entry (again and again: idempotent); false when unknown. */
  async unsubscribe(tokenHash: string): Promise<boolean> {
    const rows = await this.em.execute<unknown[]>(
      `UPDATE waitlist_entries e
       SET is_subscribed = false, unsubscribed_at = coalesce(e.unsubscribed_at, now())
       FROM waitlist_mail_tokens t
       WHERE t.token_hash = ? AND t.purpose = 'unsubscribe' AND t.entry_id = e.id
       RETURNING 1`,
      [tokenHash],
    );
    return rows.length > 0;
  }

  /** Deletes unconfirmed entries older than `days` (their links go with them); how many. */
  async purgeUnconfirmed(days: number): Promise<number> {
    const [row] = await this.em.execute<{ purged: number }[]>(
      `WITH purged AS (
         DELETE FROM waitlist_entries
         WHERE confirmed_at IS NULL AND created_at < now() - make_interval(days => ?)
         RETURNING 1)
       SELECT count(*)::int AS purged FROM purged`,
      [days],
    );
    return row?.purged ?? 0;
  }

  /** One list's entries in sign-up order, a page at a time after `after` (keyset). */
  async exportPage(
    kind: WaitlistKind,
    after: { createdAt: string; id: string } | null,
    limit: number,
  ): Promise<ExportedEntry[]> {
    return this.em.execute<ExportedEntry[]>(
      `SELECT ${EXPORT_COLUMNS} FROM waitlist_entries e
       WHERE e.kind = ? AND (e.created_at, e.id) > (?::timestamptz, ?::uuid)
       ORDER BY e.created_at, e.id LIMIT ?`,
      [
        kind,
        after?.createdAt ?? '-infinity',
        after?.id ?? '00000000-0000-0000-0000-000000000000',
        limit,
      ],
    );
  }
}
