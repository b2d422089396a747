import type Stripe from 'stripe';

import { newAccount } from '../support/accounts.js';
import { expectEnvelope } from '../support/http.js';
import { type SoundcheckAlbum, soundcheckAlbums } from './purchase-fixtures.js';
import {
  grantsOf,
  purchaseOfSession,
  storedWebhookEvents,
  transitionsOf,
} from './purchase-state.js';
import {
  eventsAbout,
  playPurchase,
  signatureFor,
  startStripeMode,
  type StripeMode,
} from './stripe-mode.js';

/**
 * Only Stripe may state a payment: a webhook whose signature is missing, wrong, made with another
 * secret or older than Stripe's 300 s tolerance is refused with a 400 in the error envelope, and
 * nothing is stored or changed. The same event, signed properly, then pays (so the refusals are
 * not an endpoint that refuses everything).
 */

let mode: StripeMode;
let albums: SoundcheckAlbum[];

beforeAll(async () => {
  albums = await soundcheckAlbums();
  mode = await startStripeMode();
}, 600_000);
afterAll(() => mode.close());

const now = (): number => Math.floor(Date.now() / 1000);

const FORGERIES: [string, (payload: string) => string | null][] = [
  ['no signature', () => null],
  ['an empty signature', () => ''],
  ['a signature that is not one', () => 'not-a-signature'],
  ['a made-up signature', () => `t=${now()},v1=${'0'.repeat(64)}`],
  ['another secret', (payload) => signatureFor(payload, 'whsec_someone_elses_secret_0123')],
  [
    'a stale signature (301 s old)',
    (payload) => signatureFor(payload, mode.webhookSecret, now() - 301),
  ],
  ['the signature of another body', (payload) => signatureFor(`${payload} `, mode.webhookSecret)],
];

test.each(FORGERIES)('%s: 400, nothing stored, nothing changed', async (_case, sign) => {
  const account = await newAccount(mode.t.baseUrl);
  const album = albums[0] as SoundcheckAlbum;
  const played = await playPurchase(mode, account, album, 'paid');
  const [event] = eventsAbout(mode.checkout, [played]) as [Stripe.Event];
  const before = await purchaseOfSession(played.sessionId);
  expect(before.status).toBe('pending');

  const refused = await mode.deliver(event, sign(JSON.stringify(event)));
  expectEnvelope(refused, 400, 'PAYMENTS.WEBHOOK_SIGNATURE_INVALID');
  expect(await storedWebhookEvents([event.id])).toEqual([]);
  expect(await purchaseOfSession(played.sessionId)).toEqual(before);
  expect(await transitionsOf(before.id)).toEqual([]);
  expect(await grantsOf([account.userId])).toEqual([]);

  const accepted = await mode.deliver(event);
  expect(accepted.status).toBe(200);
  expect(accepted.body).toEqual({ received: true, duplicate: false });
  expect((await purchaseOfSession(played.sessionId)).status).toBe('paid');
});

test('a tampered body under a valid signature of the original is refused', async () => {
  const account = await newAccount(mode.t.baseUrl);
  const played = await playPurchase(mode, account, albums[1] as SoundcheckAlbum, 'paid');
  const [event] = eventsAbout(mode.checkout, [played]) as [Stripe.Event];
  const signature = signatureFor(JSON.stringify(event), mode.webhookSecret);
  const tampered = { ...event, id: `${event.id}x` };
  const refused = await mode.deliver(tampered, signature);
  expect(refused.status).toBe(400);
  expect(refused.body.code).toBe('PAYMENTS.WEBHOOK_SIGNATURE_INVALID');
  expect(await storedWebhookEvents([tampered.id, event.id])).toEqual([]);
  expect((await purchaseOfSession(played.sessionId)).status).toBe('pending');
});

test('a signed body that is no event we can read is a 400, and nothing is stored', async () => {
  const shapeless = {
    id: 'evt_test_shapeless',
    object: 'event',
    type: 'checkout.session.completed',
    created: now(),
    data: {},
  };
  const refused = await mode.deliver(shapeless as unknown as Stripe.Event);
  expectEnvelope(refused, 400, 'PAYMENTS.WEBHOOK_BODY_INVALID');
  expect(await storedWebhookEvents([shapeless.id])).toEqual([]);
});
