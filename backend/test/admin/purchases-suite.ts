import {
  checkoutAndPay,
  reachedStatus,
  startBuiltInShop,
  type BuiltInShop,
} from '../payments/built-in-checkout.js';
import {
  CARDS,
  checkoutBody,
  type SoundcheckAlbum,
  soundcheckAlbums,
  startCheckout,
} from '../payments/purchase-fixtures.js';
import { newAccount, type TestAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, randomIp, type Reply } from '../support/http.js';
import { enrol, setRole } from './second-factor-steps.js';

/**
 * The admin purchases specs' shared set-up (docs/adr/0037): the built-in checkout's app, an admin
 * past the second factor, two buyers with three paid purchases and one checkout never paid, and
 * the steps the specs share. A spec calls usePurchasesApp() once at its top.
 */
export interface LogEntry {
  at: string;
  kind: 'checkout_opened' | 'refund_requested' | 'stripe_event' | 'status_change';
  stripe_event_id: string | null;
  stripe_event_type: string | null;
  from_status: string | null;
  to_status: string | null;
  source: string | null;
  actor_email: string | null;
}

interface AdminPurchase {
  id: string;
  created_at: string;
  status: string;
  refund_state: 'refundable' | 'requested' | 'refunded' | 'not_refundable';
  amount: number;
  currency: string;
  buyer: { id: string; email: string; display_name: string };
  album: { id: string; title: string; artist_name: string };
  paid_at: string | null;
  refunded_at: string | null;
  refund_requested_at: string | null;
}

export interface AdminPurchaseDetail extends AdminPurchase {
  checkout_session_id: string | null;
  payment_intent_id: string | null;
  refund_requested_by: string | null;
  refund_id: string | null;
  events: LogEntry[];
}

export interface Page {
  purchases: AdminPurchase[];
  next_cursor: string | null;
}

interface Bought {
  buyer: TestAccount;
  album: SoundcheckAlbum;
  sessionId: string;
  purchaseId: string;
}

export let shop: BuiltInShop;
export let admin: TestAccount;
export const adminIp = randomIp();
export let albums: SoundcheckAlbum[];
export let startedAt: string;
export let buyerA: TestAccount;
export let buyerB: TestAccount;
export let bought: { a0: Bought; a1: Bought; b0: Bought; bPendingSession: string };

export const asAdmin = <T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
) =>
  call<T>(shop.t.baseUrl, method, `/api/admin${path}`, {
    token: admin.token,
    ip: adminIp,
    body: body ?? (method === 'GET' ? undefined : {}),
  });

/** The part of a test email that is this account's alone. */
export const handleOf = (account: TestAccount): string => account.email.split('@')[0] ?? '';

async function buy(buyer: TestAccount, album: SoundcheckAlbum): Promise<Bought> {
  const { sessionId } = await checkoutAndPay(shop, buyer, album, CARDS.pays);
  const purchase = await reachedStatus(sessionId, 'paid');
  return { buyer, album, sessionId, purchaseId: purchase.id };
}

export const auditRowsFor = (purchaseId: string) =>
  withDb(async (db) => {
    const result = await db.query(
      "select * from admin_audit_log where target_type = 'purchase' and target_id = $1 order by at",
      [purchaseId],
    );
    return result.rows as Record<string, unknown>[];
  });

/** Every row of a listing, page by page, checking no page is longer than asked. */
export async function listAll(query: string, limit: number): Promise<AdminPurchase[]> {
  const seen: AdminPurchase[] = [];
  let before: string | null = null;
  for (let page = 0; page < 100; page++) {
    const cursor: string = before === null ? '' : `&before=${before}`;
    const reply: Reply<Page> = await asAdmin<Page>(
      'GET',
      `/purchases?${query}&limit=${limit}${cursor}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.purchases.length).toBeLessThanOrEqual(limit);
    seen.push(...reply.body.purchases);
    before = reply.body.next_cursor;
    if (before === null) return seen;
  }
  throw new Error('pagination did not end');
}

/** Registers the app's start, the purchases' set-up, and the app's stop around the calling spec. */
export function usePurchasesApp(): void {
  beforeAll(async () => {
    albums = await soundcheckAlbums();
    if (albums.length < 3) throw new Error('The demo catalogue needs three Soundcheck albums');
    shop = await startBuiltInShop();
    startedAt = new Date(Date.now() - 1000).toISOString();
    admin = await newAccount(shop.t.baseUrl);
    await setRole(admin.userId, 'admin');
    await enrol(shop.t.baseUrl, admin.token);
    [buyerA, buyerB] = await Promise.all([newAccount(shop.t.baseUrl), newAccount(shop.t.baseUrl)]);
    const [album0, album1, album2] = albums as [SoundcheckAlbum, SoundcheckAlbum, SoundcheckAlbum];
    const a0 = await buy(buyerA, album0);
    const a1 = await buy(buyerA, album1);
    const b0 = await buy(buyerB, album0);
    // A checkout opened and never paid.
    const pending = await startCheckout(shop.t.baseUrl, buyerB, checkoutBody(buyerB, album2.id));
    if (pending.status !== 200) throw new Error(`checkout: ${JSON.stringify(pending.body)}`);
    bought = { a0, a1, b0, bPendingSession: pending.body.session_id };
  }, 600_000);
  afterAll(() => shop.close());
}
