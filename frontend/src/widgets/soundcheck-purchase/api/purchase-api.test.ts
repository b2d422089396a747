import { installFakeFetch } from '@/shared/lib/testing';
import { createCheckout, fetchPrice } from './purchase-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('purchase calls (spec §7)', () => {
  beforeEach(() => {
    window.localStorage.setItem('access_token', 'token-maya');
  });
  afterEach(() => {
    window.localStorage.clear();
  });

  test('the price is asked for by access type, with the bearer token', async () => {
    const sent = installFakeFetch(
      json(200, { access_type: 'soundcheck', price_id: 'price_1', amount: 599, currency: 'gbp' }),
    );

    await expect(fetchPrice('soundcheck')).resolves.toMatchObject({ amount: 599 });
    expect(new URL(sent.request().url).pathname).toBe('/api/stripe/prices/soundcheck');
    expect(sent.request().headers.get('Authorization')).toBe('Bearer token-maya');
  });

  test('the checkout posts the request as JSON and returns the address', async () => {
    const sent = installFakeFetch(json(200, { url: 'http://pay.test/cs_1', session_id: 'cs_1' }));
    const request = {
      user_id: 'u-1',
      price_id: 'price_1',
      success_url: 'http://localhost/payment-success',
      cancel_url: 'http://localhost/payment-cancelled',
      metadata: { album_id: 'a-1', user_id: 'u-1', access_type: 'soundcheck' as const },
    };

    await expect(createCheckout(request)).resolves.toEqual({
      url: 'http://pay.test/cs_1',
      session_id: 'cs_1',
    });
    const posted = sent.request();
    expect(posted.method).toBe('POST');
    expect(new URL(posted.url).pathname).toBe('/api/stripe/checkout');
    await expect(posted.json()).resolves.toEqual(request);
  });

  test("a refusal carries the server's text", async () => {
    installFakeFetch(
      json(409, {
        statusCode: 409,
        code: 'PAYMENTS.ALREADY_OWNED',
        error: 'You already have Soundcheck access to this album, so there is nothing to pay.',
        message: 'You already have Soundcheck access to this album, so there is nothing to pay.',
      }),
    );

    await expect(
      createCheckout({
        user_id: 'u-1',
        price_id: 'price_1',
        success_url: 'http://localhost/payment-success',
        cancel_url: 'http://localhost/payment-cancelled',
        metadata: { album_id: 'a-1', user_id: 'u-1', access_type: 'soundcheck' },
      }),
    ).rejects.toMatchObject({ status: 409, code: 'PAYMENTS.ALREADY_OWNED' });
  });
});
