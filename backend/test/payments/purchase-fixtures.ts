import { withDb } from '../support/db.js';
import { call, type Reply } from '../support/http.js';
import { ensureDemoSeeded } from '../support/run-cli.js';
import type { TestAccount } from '../support/accounts.js';

export interface SoundcheckAlbum {
  id: string;
  slug: string;
  trackPath: string;
  durationS: number;
}

/** The demo catalogue's Soundcheck albums, each with its first track. */
export async function soundcheckAlbums(): Promise<SoundcheckAlbum[]> {
  await ensureDemoSeeded();
  return withDb(
    async (db) =>
      (
        await db.query<SoundcheckAlbum>(
          `select distinct on (a.slug) a.id, a.slug, t.file_path as "trackPath",
                  t.duration_s::float8 as "durationS"
             from albums a join tracks t on t.album_id = a.id
            where a.access_type = 'soundcheck' and a.listed and t.listed
            order by a.slug, t.track_number`,
        )
      ).rows,
  );
}

let seeded: Promise<void> | undefined;

/** A demo album of another access type (open to every listener), with its first track. */
export async function openAlbum(accessType = 'standard'): Promise<SoundcheckAlbum> {
  await (seeded ??= ensureDemoSeeded());
  const [found] = await withDb(
    async (db) =>
      (
        await db.query<SoundcheckAlbum>(
          `select a.id, a.slug, t.file_path as "trackPath", t.duration_s::float8 as "durationS"
             from albums a join tracks t on t.album_id = a.id
            where a.access_type = $1 and a.listed and t.listed order by a.slug, t.track_number limit 1`,
          [accessType],
        )
      ).rows,
  );
  if (!found) throw new Error(`The demo catalogue has no ${accessType} album`);
  return found;
}

export const SOUNDCHECK_PRICE_ID = 'price_encore_soundcheck_gbp';

export interface CheckoutReply {
  url: string;
  session_id: string;
}

/**
 * The origin the payment tests' app believes it is public at: return addresses must be on it. The
 * built-in checkout puts its host name in its page addresses, so it is loopback here too.
 */
export const SHOP_ORIGIN = 'http://127.0.0.1:3999';

/** The spec's checkout body for this account and album (override any part to misbehave). */
export function checkoutBody(
  account: TestAccount,
  albumId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    user_id: account.userId,
    price_id: SOUNDCHECK_PRICE_ID,
    success_url: `${SHOP_ORIGIN}/payment-success`,
    cancel_url: `${SHOP_ORIGIN}/payment-cancelled`,
    metadata: { album_id: albumId, user_id: account.userId, access_type: 'soundcheck' },
    ...overrides,
  };
}

export const startCheckout = (
  baseUrl: string,
  account: TestAccount,
  body: Record<string, unknown>,
): Promise<Reply<CheckoutReply>> =>
  call<CheckoutReply>(baseUrl, 'POST', '/api/stripe/checkout', { token: account.token, body });

export const CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  asyncPays: '4000 0000 0000 3220',
  asyncFails: '4000 0000 0000 3063',
} as const;

/** Submits the hosted checkout page's form as a browser would; the reply is not followed. */
export async function payOnHostedPage(
  sessionUrl: string,
  card: string,
  email = 'buyer@encore.test',
): Promise<Response> {
  const form = new URLSearchParams({
    email,
    card_number: card,
    expiry: '12 / 40',
    cvc: '123',
    name: 'Test Buyer',
  });
  return fetch(sessionUrl, {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
}

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface AccessReply {
  hasAccess: boolean;
  accessType: string;
  grantedAt: string | null;
}

export const accessTo = (baseUrl: string, account: TestAccount, albumId: string) =>
  call<AccessReply>(baseUrl, 'GET', `/api/user/access/${albumId}`, { token: account.token });

export const fullTrackUrl = (baseUrl: string, account: TestAccount, filePath: string) =>
  call<{ signedUrl: string }>(
    baseUrl,
    'GET',
    `/api/media/audio?filePath=${encodeURIComponent(filePath)}`,
    { token: account.token },
  );

/** A purchase row as stored, with its transition log. */
export async function storedPurchases(userId: string) {
  return withDb(async (db) => {
    const purchases = await db.query<{ id: string; status: string; checkout_session_id: string }>(
      'select id, status, checkout_session_id from purchases where user_id = $1 order by created_at',
      [userId],
    );
    const events = await db.query<{
      from_status: string | null;
      to_status: string;
      source: string;
    }>(
      `select e.from_status, e.to_status, e.source from purchase_events e
         join purchases p on p.id = e.purchase_id where p.user_id = $1 order by e.id`,
      [userId],
    );
    return { purchases: purchases.rows, transitions: events.rows };
  });
}
