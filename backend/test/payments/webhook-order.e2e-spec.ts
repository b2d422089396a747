import { jest } from '@jest/globals';
import type Stripe from 'stripe';

import { newAccount, type TestAccount } from '../support/accounts.js';
import { type SoundcheckAlbum, soundcheckAlbums } from './purchase-fixtures.js';
import { grantsOf, purchasesBySession, storedWebhookEvents } from './purchase-state.js';
import {
  EXPECTED,
  eventsAbout,
  KINDS,
  mapConcurrently,
  type PlayedPurchase,
  playPurchase,
  shuffled,
  startStripeMode,
  type StripeMode,
} from './stripe-mode.js';

/**
 * Stripe promises neither order nor uniqueness. The design (ADR 0018) is that a purchase's state
 * is a merge of the facts stated, so any order of the same events, with any duplicates, ends where
 * the in-order delivery ends.
 *
 * How this is checked, given that every delivery lands in the one test database: the same
 * scenario (the same users' roles, albums and stories) is played twice at the recording-only test
 * checkout, for two disjoint sets of fresh users. Set A's events are delivered shuffled, with
 * duplicates, 20 at a time; set B's exactly once each, one at a time, in the order Stripe emitted
 * them. Then, purchase by purchase (matched by its place in the scenario), A and B must have the
 * same status and the same grant — and both must be the status the story implies (EXPECTED), so
 * two equally wrong deliveries cannot pass.
 */

jest.setTimeout(120_000);

const TOTAL_DELIVERIES = 200;
const CONCURRENCY = 20;
const SEED = 0x5eed13;
const USERS = 4;

let mode: StripeMode;
let albums: SoundcheckAlbum[];

beforeAll(async () => {
  albums = await soundcheckAlbums();
  mode = await startStripeMode();
}, 600_000);
afterAll(() => mode.close());

/**
 * Each user buys six albums, one story each, leaving out a different story per user: every story
 * is played three or four times, and no user buys an album twice (so a grant is one purchase's).
 */
async function playScenario(): Promise<{ users: TestAccount[]; purchases: PlayedPurchase[] }> {
  const users = await Promise.all(Array.from({ length: USERS }, () => newAccount(mode.t.baseUrl)));
  const plays = users.flatMap((account, u) =>
    KINDS.filter((_, k) => k !== u % KINDS.length).map((kind, slot) => ({
      account,
      kind,
      album: albums[slot % albums.length] as SoundcheckAlbum,
    })),
  );
  const purchases = await mapConcurrently(plays, 6, (play) =>
    playPurchase(mode, play.account, play.album, play.kind),
  );
  return { users, purchases };
}

/** Each purchase's status and grant, in scenario order. */
async function outcome(users: TestAccount[], purchases: PlayedPurchase[]) {
  const stored = await purchasesBySession(purchases.map((p) => p.sessionId));
  const grants = await grantsOf(users.map((user) => user.userId));
  return purchases.map((played) => {
    const purchase = stored.get(played.sessionId);
    const grant = grants.find(
      (g) => g.user_id === played.account.userId && g.album_id === played.album.id,
    );
    return {
      kind: played.kind,
      status: purchase?.status,
      access: grant !== undefined,
      // A grant starts when its purchase was paid, whatever order the news came in.
      grantStartsAtPayment:
        grant === undefined ? null : grant.granted_at.getTime() === purchase?.paid_at?.getTime(),
    };
  });
}

const expectedOutcome = (purchases: PlayedPurchase[]) =>
  purchases.map(({ kind }) => ({
    kind,
    status: EXPECTED[kind].status,
    access: EXPECTED[kind].access,
    grantStartsAtPayment: EXPECTED[kind].access ? true : null,
  }));

test(`${TOTAL_DELIVERIES} events shuffled and duplicated, ${CONCURRENCY} at a time, end as in order`, async () => {
  const a = await playScenario();
  const b = await playScenario();
  const eventsA = eventsAbout(mode.checkout, a.purchases);
  const eventsB = eventsAbout(mode.checkout, b.purchases);
  expect(eventsA.length).toBe(eventsB.length);
  expect(new Set(eventsA.map((e) => e.type)).size).toBe(7);

  // Every event once, plus three or four more copies of each up to the total, all shuffled.
  const extra = shuffled(
    Array.from(
      { length: TOTAL_DELIVERIES - eventsA.length },
      (_, i) => eventsA[(i * 7) % eventsA.length],
    ),
    SEED,
  ) as Stripe.Event[];
  const deliveries = shuffled([...eventsA, ...extra], SEED + 1);
  expect(deliveries).toHaveLength(TOTAL_DELIVERIES);

  const repliesA = await mapConcurrently(deliveries, CONCURRENCY, (event) => mode.deliver(event));
  const repliesB = await mapConcurrently(eventsB, 1, (event) => mode.deliver(event));
  expect(repliesA.filter((reply) => reply.status !== 200)).toEqual([]);
  expect(repliesB.filter((reply) => reply.status !== 200)).toEqual([]);
  expect(repliesA.filter((reply) => reply.body.duplicate === false)).toHaveLength(eventsA.length);

  const shuffledOutcome = await outcome(a.users, a.purchases);
  const inOrderOutcome = await outcome(b.users, b.purchases);
  expect(inOrderOutcome).toEqual(expectedOutcome(b.purchases));
  expect(shuffledOutcome).toEqual(inOrderOutcome);

  // Each event stored once, linked to its purchase.
  const stored = await storedWebhookEvents(eventsA.map((e) => e.id));
  expect(stored).toHaveLength(eventsA.length);
  expect(stored.filter((row) => row.purchase_id === null)).toEqual([]);
});

test('a buyer who paid twice for one album keeps access when one payment is refunded', async () => {
  // Two checkouts of the same album before the first payment's news arrived (a second tab, a
  // slow webhook), both paid; support then refunds one. The news of the other payment and of the
  // refund arrive together: the grant must follow the purchase that is still paid.
  const buyers = await Promise.all(Array.from({ length: 12 }, () => newAccount(mode.t.baseUrl)));
  const album = albums[0] as SoundcheckAlbum;
  const pairs = await Promise.all(
    buyers.map(async (account) => {
      const kept = await playPurchase(mode, account, album, 'paid');
      const refunded = await playPurchase(mode, account, album, 'refunded');
      return { kept, refunded };
    }),
  );
  for (const { refunded } of pairs) {
    const [completed] = eventsAbout(mode.checkout, [refunded]);
    expect((await mode.deliver(completed as Stripe.Event)).status).toBe(200);
  }
  const together = pairs.flatMap(({ kept, refunded }) => [
    ...eventsAbout(mode.checkout, [kept]),
    ...eventsAbout(mode.checkout, [refunded]).filter((e) => e.type === 'charge.refunded'),
  ]);
  const replies = await Promise.all(together.map((event) => mode.deliver(event)));
  expect(replies.filter((reply) => reply.status !== 200)).toEqual([]);

  const stored = await purchasesBySession(
    pairs.flatMap(({ kept, refunded }) => [kept.sessionId, refunded.sessionId]),
  );
  const grants = await grantsOf(buyers.map((b) => b.userId));
  const states = pairs.map(({ kept, refunded }) => ({
    kept: stored.get(kept.sessionId)?.status,
    refunded: stored.get(refunded.sessionId)?.status,
    grantedAt: grants.find((g) => g.user_id === kept.account.userId)?.granted_at.getTime(),
  }));
  expect(states).toEqual(
    pairs.map(({ kept }) => ({
      kept: 'paid',
      refunded: 'refunded',
      grantedAt: stored.get(kept.sessionId)?.paid_at?.getTime(),
    })),
  );
});
