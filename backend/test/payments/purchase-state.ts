import { withDb } from '../support/db.js';

/** What is stored about purchases, read with plain SQL (independent of the code under test). */

export interface StoredPurchase {
  id: string;
  user_id: string;
  album_id: string;
  status: string;
  checkout_session_id: string | null;
  paid_at: Date | null;
}

export interface StoredGrant {
  user_id: string;
  album_id: string;
  granted_at: Date;
}

export interface StoredTransition {
  purchase_id: string;
  from_status: string | null;
  to_status: string;
  source: string;
  stripe_event_id: string | null;
}

/** The purchases of these checkout sessions, by session id. */
export const purchasesBySession = (sessionIds: readonly string[]) =>
  withDb(async (db) => {
    const { rows } = await db.query<StoredPurchase>(
      `select id, user_id, album_id, status, checkout_session_id, paid_at from purchases
        where checkout_session_id = any($1)`,
      [sessionIds],
    );
    return new Map(rows.map((row) => [row.checkout_session_id ?? '', row]));
  });

export async function purchaseOfSession(sessionId: string): Promise<StoredPurchase> {
  const found = (await purchasesBySession([sessionId])).get(sessionId);
  if (!found) throw new Error(`No purchase for ${sessionId}`);
  return found;
}

/** The album grants of these users. */
export const grantsOf = (userIds: readonly string[]) =>
  withDb(
    async (db) =>
      (
        await db.query<StoredGrant>(
          `select user_id, album_id, granted_at from album_grants where user_id = any($1)
            order by user_id, album_id`,
          [userIds],
        )
      ).rows,
  );

/** A purchase's transition log, oldest first. */
export const transitionsOf = (purchaseId: string) =>
  withDb(
    async (db) =>
      (
        await db.query<StoredTransition>(
          `select purchase_id, from_status, to_status, source, stripe_event_id from purchase_events
            where purchase_id = $1 order by id`,
          [purchaseId],
        )
      ).rows,
  );

/** How many times each of these webhook event ids is stored. */
export const storedWebhookEvents = (eventIds: readonly string[]) =>
  withDb(
    async (db) =>
      (
        await db.query<{ id: string; purchase_id: string | null }>(
          'select id, purchase_id from payment_webhook_events where id = any($1) order by id',
          [eventIds],
        )
      ).rows,
  );
