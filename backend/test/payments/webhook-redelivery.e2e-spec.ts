import type Stripe from 'stripe';

import { newAccount } from '../support/accounts.js';
import { mailsTo } from '../support/mailbox.js';
import { accessTo, type SoundcheckAlbum, soundcheckAlbums } from './purchase-fixtures.js';
import {
  grantsOf,
  purchaseOfSession,
  storedWebhookEvents,
  transitionsOf,
} from './purchase-state.js';
import {
  eventsAbout,
  mapConcurrently,
  playPurchase,
  startStripeMode,
  type StripeMode,
  type WebhookReply,
} from './stripe-mode.js';

/**
 * Stripe delivers at least once: the same `checkout.session.completed` may arrive many times,
 * even at the same moment. Every copy is acknowledged (200) and the purchase is paid once: one
 * transition, one stored event, one grant, one receipt.
 */

let mode: StripeMode;
let albums: SoundcheckAlbum[];

beforeAll(async () => {
  albums = await soundcheckAlbums();
  mode = await startStripeMode();
}, 600_000);
afterAll(() => mode.close());

const COPIES = 10;

async function paidAtStripe(albumIndex: number) {
  const account = await newAccount(mode.t.baseUrl);
  const album = albums[albumIndex % albums.length];
  if (!album) throw new Error('The demo catalogue has no Soundcheck album');
  const played = await playPurchase(mode, account, album, 'paid');
  const [completed, ...others] = eventsAbout(mode.checkout, [played]);
  expect(completed?.type).toBe('checkout.session.completed');
  expect(others).toEqual([]);
  return { account, album, played, event: completed as Stripe.Event };
}

async function expectPaidOnce(
  bought: Awaited<ReturnType<typeof paidAtStripe>>,
  replies: WebhookReply[],
) {
  const { account, album, played, event } = bought;
  expect(replies.map((reply) => reply.status)).toEqual(new Array(replies.length).fill(200));
  expect(replies.filter((reply) => reply.body.duplicate === false)).toHaveLength(1);
  expect(replies.filter((reply) => reply.body.duplicate === true)).toHaveLength(replies.length - 1);

  const purchase = await purchaseOfSession(played.sessionId);
  expect(purchase.status).toBe('paid');
  const transitions = await transitionsOf(purchase.id);
  expect(transitions).toEqual([
    expect.objectContaining({
      from_status: 'pending',
      to_status: 'paid',
      source: 'webhook',
      stripe_event_id: event.id,
    }),
  ]);
  expect(await storedWebhookEvents([event.id])).toEqual([
    { id: event.id, purchase_id: purchase.id },
  ]);
  const grants = await grantsOf([account.userId]);
  expect(grants).toEqual([expect.objectContaining({ album_id: album.id })]);
  expect(grants[0]?.granted_at.getTime()).toBe(purchase.paid_at?.getTime());
  expect((await accessTo(mode.t.baseUrl, account, album.id)).body.hasAccess).toBe(true);

  // The receipt comes once; a second one would be written within moments of the first.
  const dir = mode.t.config.env.MAIL_DIR;
  expect(await mailsTo(dir, account.email, 1, 10_000)).toHaveLength(1);
  const receipts = await mailsTo(dir, account.email, 2, 2_000);
  expect(receipts.map((mail) => mail.subject)).toEqual([
    expect.stringMatching(/^Your Encore receipt: /),
  ]);
  expect(receipts[0]?.text).toContain(played.sessionId);
}

describe('a redelivered checkout.session.completed', () => {
  test(`${COPIES} copies at the same moment: paid once, every copy answered 200`, async () => {
    const bought = await paidAtStripe(0);
    const replies = await Promise.all(
      Array.from({ length: COPIES }, () => mode.deliver(bought.event)),
    );
    await expectPaidOnce(bought, replies);
  });

  test(`${COPIES} copies one after another: paid once, every copy answered 200`, async () => {
    const bought = await paidAtStripe(1);
    const replies = await mapConcurrently(new Array(COPIES).fill(bought.event), 1, (event) =>
      mode.deliver(event as Stripe.Event),
    );
    expect(replies[0]?.body.duplicate).toBe(false);
    await expectPaidOnce(bought, replies);
  });
});
