import { jest } from '@jest/globals';

import { newAccount, type TestAccount } from '../support/accounts.js';
import { call, expectEnvelope } from '../support/http.js';
import { mailsTo } from '../support/mailbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  accessTo,
  CARDS,
  checkoutBody,
  eventually,
  fullTrackUrl,
  payOnHostedPage,
  type SoundcheckAlbum,
  SHOP_ORIGIN,
  soundcheckAlbums,
  startCheckout,
  storedPurchases,
} from './purchase-fixtures.js';

jest.setTimeout(90_000);

let t: TestApp;
let albums: SoundcheckAlbum[];

beforeAll(async () => {
  albums = await soundcheckAlbums();
  t = await startTestApp({ EMBEDDED_WORKER: 'true', PUBLIC_URL: SHOP_ORIGIN, TRUST_PROXY: 'true' });
}, 600_000);
afterAll(() => t.close());

const album = (index: number): SoundcheckAlbum => {
  const found = albums[index % albums.length];
  if (!found) throw new Error('The demo catalogue has no Soundcheck album');
  return found;
};

async function buy(account: TestAccount, target: SoundcheckAlbum, card: string) {
  const checkout = await startCheckout(t.baseUrl, account, checkoutBody(account, target.id));
  expect(checkout.status).toBe(200);
  const paid = await payOnHostedPage(checkout.body.url, card, account.email);
  return { checkout: checkout.body, paid };
}

describe('buying Soundcheck through the built-in checkout', () => {
  test('pay with 4242 → the webhook grants access → a signed full-length URL is issued', async () => {
    const listener = await newAccount(t.baseUrl);
    const target = album(0);
    expect((await accessTo(t.baseUrl, listener, target.id)).body).toEqual({
      hasAccess: false,
      accessType: 'soundcheck',
      grantedAt: null,
    });
    const refused = await fullTrackUrl(t.baseUrl, listener, target.trackPath);
    expectEnvelope(refused, 403, 'MEDIA.PURCHASE_REQUIRED');
    expect(refused.body.error).toBe('soundcheck access required - purchase needed');

    const { checkout, paid } = await buy(listener, target, CARDS.pays);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${SHOP_ORIGIN}/payment-success?session_id=${checkout.session_id}`,
    );

    const granted = await eventually(async () => {
      const reply = await accessTo(t.baseUrl, listener, target.id);
      return reply.body.hasAccess ? reply.body : undefined;
    });
    expect(granted.accessType).toBe('soundcheck');
    expect(Date.parse(granted.grantedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const audio = await fullTrackUrl(t.baseUrl, listener, target.trackPath);
    expect(audio.status).toBe(200);
    expect(new URL(audio.body.signedUrl, t.baseUrl).searchParams.get('u')).toBe(listener.userId);

    const page = await call<{ tracks: { access_granted: boolean }[] }>(
      t.baseUrl,
      'GET',
      `/api/public/album/${target.id}`,
      { token: listener.token },
    );
    expect(page.body.tracks.every((track) => track.access_granted)).toBe(true);

    const { purchases, transitions } = await storedPurchases(listener.userId);
    expect(purchases).toEqual([
      expect.objectContaining({ status: 'paid', checkout_session_id: checkout.session_id }),
    ]);
    expect(transitions.map((x) => x.to_status)).toEqual(['paid']);

    const list = await call<{ status: string; amount: number; currency: string }[]>(
      t.baseUrl,
      'GET',
      '/api/user/purchases',
      { token: listener.token },
    );
    expect(list.body).toEqual([
      expect.objectContaining({ status: 'paid', amount: 599, currency: 'gbp', has_access: true }),
    ]);

    const receipts = await mailsTo(t.config.env.MAIL_DIR, listener.email, 1, 10_000);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toMatch(/^Your Encore receipt: /);
    expect(receipts[0]?.text).toContain(checkout.session_id);
    expect(receipts[0]?.text).toContain('£5.99');
  });

  test('the success page confirm grants at once when Stripe says paid, and nothing before', async () => {
    const listener = await newAccount(t.baseUrl);
    const target = album(1);
    const checkout = await startCheckout(t.baseUrl, listener, checkoutBody(listener, target.id));
    expect(checkout.body).toEqual({ url: expect.any(String), session_id: expect.any(String) });
    const unpaid = await call<{ status: string; has_access: boolean }>(
      t.baseUrl,
      'POST',
      '/api/stripe/confirm',
      { token: listener.token, body: { session_id: checkout.body.session_id } },
    );
    expect(unpaid.status).toBe(200);
    expect(unpaid.body).toMatchObject({ status: 'pending', has_access: false });
    expect((await accessTo(t.baseUrl, listener, target.id)).body.hasAccess).toBe(false);

    await payOnHostedPage(checkout.body.url, CARDS.pays);
    const confirmed = await call<{ status: string; has_access: boolean; customer_email: string }>(
      t.baseUrl,
      'POST',
      '/api/stripe/confirm',
      { token: listener.token, body: { session_id: checkout.body.session_id } },
    );
    expect(confirmed.body).toMatchObject({
      status: 'paid',
      has_access: true,
      customer_email: 'buyer@encore.test',
    });
    expect((await accessTo(t.baseUrl, listener, target.id)).body.hasAccess).toBe(true);
  });
});
