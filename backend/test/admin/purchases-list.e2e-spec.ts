import { jest } from '@jest/globals';

import { paymentIntentOf } from '../payments/stripe-mode.js';
import { withDb } from '../support/db.js';
import { expectEnvelope } from '../support/http.js';
import {
  type AdminPurchaseDetail,
  albums,
  asAdmin,
  bought,
  buyerA,
  buyerB,
  handleOf,
  listAll,
  type Page,
  shop,
  startedAt,
  usePurchasesApp,
} from './purchases-suite.js';

/**
 * Purchases in the admin area (docs/adr/0037): the list with its filters, orders and keyset
 * pages, and a purchase's page with its event log. Against the built-in checkout, whose webhooks
 * reach the app on their own. (Refunds: purchases-refunds.e2e-spec.ts.)
 */

jest.setTimeout(120_000);

usePurchasesApp();

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
