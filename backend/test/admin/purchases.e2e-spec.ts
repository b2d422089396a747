import { jest } from '@jest/globals';

import { StripeGateway } from '../../src/modules/payments/index.js';
import {
  checkoutAndPay,
  reachedStatus,
  startBuiltInShop,
  type BuiltInShop,
} from '../payments/built-in-checkout.js';
import {
  accessTo,
  CARDS,
  checkoutBody,
  type SoundcheckAlbum,
  soundcheckAlbums,
  startCheckout,
} from '../payments/purchase-fixtures.js';
import { grantsOf, purchaseOfSession, transitionsOf } from '../payments/purchase-state.js';
import { openDispute, paymentIntentOf } from '../payments/stripe-mode.js';
import { newAccount, type TestAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, expectEnvelope, randomIp, type Reply } from '../support/http.js';
import { enrol, setRole } from './second-factor-steps.js';

/**
 * Purchases in the admin area (docs/adr/0037): the list with its filters, orders and keyset
 * pages, a purchase's event log, and refunds asked of Stripe — the purchase turns refunded, and
 * the buyer loses the album, only when Stripe's charge.refunded arrives through the webhook.
 * Against the built-in checkout, whose webhooks reach the app on their own (or wait when held).
 */

jest.setTimeout(120_000);

interface LogEntry {
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

interface AdminPurchaseDetail extends AdminPurchase {
  checkout_session_id: string | null;
  payment_intent_id: string | null;
  refund_requested_by: string | null;
  refund_id: string | null;
  events: LogEntry[];
}

interface Page {
  purchases: AdminPurchase[];
  next_cursor: string | null;
}

interface Bought {
  buyer: TestAccount;
  album: SoundcheckAlbum;
  sessionId: string;
  purchaseId: string;
}

let shop: BuiltInShop;
let admin: TestAccount;
const adminIp = randomIp();
let albums: SoundcheckAlbum[];
let startedAt: string;
let buyerA: TestAccount;
let buyerB: TestAccount;
let bought: { a0: Bought; a1: Bought; b0: Bought; bPendingSession: string };

const asAdmin = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  call<T>(shop.t.baseUrl, method, `/api/admin${path}`, {
    token: admin.token,
    ip: adminIp,
    body: body ?? (method === 'GET' ? undefined : {}),
  });

/** The part of a test email that is this account's alone. */
const handleOf = (account: TestAccount): string => account.email.split('@')[0] ?? '';

async function buy(buyer: TestAccount, album: SoundcheckAlbum): Promise<Bought> {
  const { sessionId } = await checkoutAndPay(shop, buyer, album, CARDS.pays);
  const purchase = await reachedStatus(sessionId, 'paid');
  return { buyer, album, sessionId, purchaseId: purchase.id };
}

const auditRowsFor = (purchaseId: string) =>
  withDb(async (db) => {
    const result = await db.query(
      "select * from admin_audit_log where target_type = 'purchase' and target_id = $1 order by at",
      [purchaseId],
    );
    return result.rows as Record<string, unknown>[];
  });

/** Every row of a listing, page by page, checking no page is longer than asked. */
async function listAll(query: string, limit: number): Promise<AdminPurchase[]> {
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

describe('the purchases list', () => {
  it("filters by buyer, status, album and time, each row with the buyer's and album's names", async () => {
    const ofA = await asAdmin<Page>('GET', `/purchases?buyer=${handleOf(buyerA).toUpperCase()}`);
    expect(ofA.status).toBe(200);
    expect(ofA.headers.get('cache-control')).toBe('no-store');
    expect(ofA.body.purchases.map((p) => p.id)).toEqual([
      bought.a1.purchaseId,
      bought.a0.purchaseId,
    ]);
    expect(ofA.body.purchases[1]).toEqual({
      id: bought.a0.purchaseId,
      created_at: expect.any(String),
      status: 'paid',
      refund_state: 'refundable',
      access_type: 'soundcheck',
      amount: 599,
      currency: 'gbp',
      buyer: { id: buyerA.userId, email: buyerA.email, display_name: 'Test Listener' },
      album: { id: bought.a0.album.id, title: expect.any(String), artist_name: expect.any(String) },
      paid_at: expect.any(String),
      refunded_at: null,
      refund_requested_at: null,
    });

    const pendingOfB = await asAdmin<Page>(
      'GET',
      `/purchases?buyer_id=${buyerB.userId}&status=pending`,
    );
    expect(pendingOfB.body.purchases).toHaveLength(1);
    expect(pendingOfB.body.purchases[0]).toMatchObject({
      status: 'pending',
      refund_state: 'not_refundable',
      album: { id: albums[2]?.id },
    });

    const since = `from=${encodeURIComponent(startedAt)}`;
    const album0 = ofA.body.purchases[1]?.album;
    const byTitle = await asAdmin<Page>(
      'GET',
      `/purchases?${since}&album=${encodeURIComponent(album0?.title.slice(1, 6).toUpperCase() ?? '')}`,
    );
    expect(new Set(byTitle.body.purchases.map((p) => p.album.id))).toEqual(new Set([album0?.id]));
    expect(byTitle.body.purchases.map((p) => p.id).sort()).toEqual(
      [bought.a0.purchaseId, bought.b0.purchaseId].sort(),
    );
    const byAlbumId = await asAdmin<Page>('GET', `/purchases?${since}&album_id=${album0?.id}`);
    expect(byAlbumId.body.purchases.map((p) => p.id)).toEqual(
      byTitle.body.purchases.map((p) => p.id),
    );

    const future = await asAdmin<Page>('GET', '/purchases?from=2999-01-01');
    expect(future.body).toEqual({ purchases: [], next_cursor: null });
    const past = await asAdmin<Page>('GET', `/purchases?buyer_id=${buyerA.userId}&to=2000-01-01`);
    expect(past.body.purchases).toEqual([]);
  });

  it.each([
    ['created_at', 'desc', 'p.created_at desc, p.id desc'],
    ['created_at', 'asc', 'p.created_at asc, p.id asc'],
    ['buyer', 'asc', 'u.email asc, p.id asc'],
    ['album', 'desc', 'al.title desc, p.id desc'],
  ])('pages through every purchase once, sorted by %s %s', async (sort, order, sql) => {
    const since = encodeURIComponent(startedAt);
    const listed = await listAll(`from=${since}&sort=${sort}&order=${order}`, 1);
    const stored = await withDb(async (db) => {
      const result = await db.query<{ id: string }>(
        `select p.id from purchases p join users u on u.id = p.user_id
           join albums al on al.id = p.album_id where p.created_at >= $1 order by ${sql}`,
        [startedAt],
      );
      return result.rows.map((row) => row.id);
    });
    expect(stored).toHaveLength(4);
    expect(listed.map((p) => p.id)).toEqual(stored);
  });

  it('answers a clear 400 for a cursor of another order, a bad filter or an empty range', async () => {
    const first = await asAdmin<Page>('GET', '/purchases?sort=buyer&limit=1');
    expect(first.body.next_cursor).not.toBeNull();
    expectEnvelope(
      await asAdmin('GET', `/purchases?sort=album&limit=1&before=${first.body.next_cursor ?? ''}`),
      400,
      'ADMIN.CURSOR_INVALID',
    );
    expectEnvelope(
      await asAdmin('GET', '/purchases?before=bm90LWEtY3Vyc29y'),
      400,
      'ADMIN.CURSOR_INVALID',
    );
    expectEnvelope(await asAdmin('GET', '/purchases?status=gone'), 400);
    expectEnvelope(await asAdmin('GET', '/purchases?sort=price'), 400);
    expectEnvelope(await asAdmin('GET', '/purchases?buyer_id=someone'), 400);
    expectEnvelope(
      await asAdmin('GET', '/purchases?from=2026-11-02&to=2026-11-01'),
      400,
      'ADMIN.TIME_INVALID',
    );
  });
});

describe("a purchase's page", () => {
  it('shows what is stored and its event log: the checkout, Stripe events, status changes', async () => {
    const reply = await asAdmin<AdminPurchaseDetail>('GET', `/purchases/${bought.a1.purchaseId}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: bought.a1.purchaseId,
      status: 'paid',
      checkout_session_id: bought.a1.sessionId,
      payment_intent_id: await paymentIntentOf(shop.stripe, bought.a1.sessionId),
      refund_requested_by: null,
      refund_id: null,
    });
    const { events } = reply.body;
    expect(events.map((e) => e.kind)).toEqual(['checkout_opened', 'stripe_event', 'status_change']);
    const [, completed, paid] = events;
    expect(completed).toMatchObject({ stripe_event_type: 'checkout.session.completed' });
    expect(paid).toMatchObject({
      from_status: 'pending',
      to_status: 'paid',
      source: 'webhook',
      stripe_event_id: completed?.stripe_event_id,
    });
    expect(events.map((e) => e.at)).toEqual([...events.map((e) => e.at)].sort());
  });

  it('answers 404 for a purchase that does not exist', async () => {
    expectEnvelope(
      await asAdmin('GET', '/purchases/0f8fad5b-d9cb-469f-a165-70867728950e'),
      404,
      'PAYMENTS.PURCHASE_NOT_FOUND',
    );
  });
});

describe('refunds', () => {
  it("are asked of Stripe; the purchase turns refunded, and access goes, when Stripe's event arrives", async () => {
    const { a0 } = bought;
    const held = shop.checkout.holdWebhooks();
    let requested: Reply<AdminPurchaseDetail>;
    try {
      requested = await asAdmin<AdminPurchaseDetail>('POST', `/purchases/${a0.purchaseId}/refund`);
      expect(requested.status).toBe(202);
      expect(requested.body).toMatchObject({
        status: 'paid',
        refund_state: 'requested',
        refund_requested_by: admin.email,
        refund_id: expect.stringMatching(/^re_/),
      });
      expect(requested.body.events.at(-1)).toMatchObject({
        kind: 'refund_requested',
        actor_email: admin.email,
      });
      // Stripe has not told us yet: the buyer still has the album, and a second click is refused.
      expect((await purchaseOfSession(a0.sessionId)).status).toBe('paid');
      expect((await accessTo(shop.t.baseUrl, buyerA, a0.album.id)).body.hasAccess).toBe(true);
      expectEnvelope(
        await asAdmin('POST', `/purchases/${a0.purchaseId}/refund`),
        409,
        'PAYMENTS.REFUND_ALREADY_REQUESTED',
      );
      const listed = await asAdmin<Page>('GET', `/purchases?buyer_id=${buyerA.userId}`);
      expect(listed.body.purchases.find((p) => p.id === a0.purchaseId)).toMatchObject({
        status: 'paid',
        refund_state: 'requested',
        refund_requested_at: expect.any(String),
      });
    } finally {
      held.release();
    }

    await reachedStatus(a0.sessionId, 'refunded');
    expect((await accessTo(shop.t.baseUrl, buyerA, a0.album.id)).body.hasAccess).toBe(false);
    expect((await grantsOf([buyerA.userId])).map((g) => g.album_id)).toEqual([bought.a1.album.id]);
    const transitions = await transitionsOf(a0.purchaseId);
    expect(transitions.at(-1)).toMatchObject({
      from_status: 'paid',
      to_status: 'refunded',
      source: 'webhook',
    });

    const detail = await asAdmin<AdminPurchaseDetail>('GET', `/purchases/${a0.purchaseId}`);
    expect(detail.body).toMatchObject({ status: 'refunded', refund_state: 'refunded' });
    expect(detail.body.refunded_at).not.toBeNull();
    expect(detail.body.events.map((e) => e.kind)).toEqual([
      'checkout_opened',
      'stripe_event',
      'status_change',
      'refund_requested',
      'stripe_event',
      'status_change',
    ]);
    const [refundEvent, refunded] = detail.body.events.slice(-2);
    expect(refundEvent).toMatchObject({ stripe_event_type: 'charge.refunded' });
    expect(refunded).toMatchObject({
      from_status: 'paid',
      to_status: 'refunded',
      source: 'webhook',
      stripe_event_id: refundEvent?.stripe_event_id,
    });

    // One refund at Stripe: the idempotency key names the purchase, so asking again is the same one.
    const paymentIntentId = detail.body.payment_intent_id ?? '';
    const again = await shop.t.app
      .get(StripeGateway)
      .refundPayment(paymentIntentId, a0.purchaseId, 'requested_by_customer');
    expect(again.id).toBe(requested.body.refund_id);
    const [charge] = (await shop.stripe.charges.list({ payment_intent: paymentIntentId })).data;
    expect(charge?.amount_refunded).toBe(599);

    expectEnvelope(
      await asAdmin('POST', `/purchases/${a0.purchaseId}/refund`),
      409,
      'PAYMENTS.ALREADY_REFUNDED',
    );
    const audit = await auditRowsFor(a0.purchaseId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: admin.userId,
      action: 'purchase.refund',
      target_type: 'purchase',
      ip: adminIp,
      before: { status: 'paid', refund_requested_at: null, refund_id: null, amount: 599 },
      after: {
        status: 'paid',
        refund_requested_at: expect.any(String),
        refund_id: requested.body.refund_id,
        reason: 'requested_by_customer',
      },
    });
  });

  it('refuses an unpaid, a disputed or a missing purchase, writing no audit row', async () => {
    const pending = await purchaseOfSession(bought.bPendingSession);
    expectEnvelope(
      await asAdmin('POST', `/purchases/${pending.id}/refund`),
      409,
      'PAYMENTS.REFUND_NOT_PAID',
    );

    await openDispute(shop.stripe, await paymentIntentOf(shop.stripe, bought.b0.sessionId));
    await reachedStatus(bought.b0.sessionId, 'disputed');
    expectEnvelope(
      await asAdmin('POST', `/purchases/${bought.b0.purchaseId}/refund`),
      409,
      'PAYMENTS.REFUND_DISPUTED',
    );

    const unknown = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expectEnvelope(
      await asAdmin('POST', `/purchases/${unknown}/refund`),
      404,
      'PAYMENTS.PURCHASE_NOT_FOUND',
    );
    expectEnvelope(
      await asAdmin('POST', `/purchases/${bought.a1.purchaseId}/refund`, {
        reason: 'changed_mind',
      }),
      400,
    );
    for (const id of [pending.id, bought.b0.purchaseId, unknown, bought.a1.purchaseId]) {
      expect(await auditRowsFor(id)).toEqual([]);
    }
    const untouched = await asAdmin<AdminPurchaseDetail>(
      'GET',
      `/purchases/${bought.a1.purchaseId}`,
    );
    expect(untouched.body).toMatchObject({ status: 'paid', refund_state: 'refundable' });
  });
});
