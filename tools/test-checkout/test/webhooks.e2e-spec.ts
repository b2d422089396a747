import {
  CANCEL_URL,
  PRICE,
  sdkFor,
  sessionOf,
  SUCCESS_URL,
  testCheckoutForFile,
} from './harness.js';

/** The built-in test checkout through the real stripe SDK: Signed events delivered in order, retried when the receiver fails, held while it has no address, or only recorded. */

describe('built-in test checkout: webhook delivery', () => {
  const h = testCheckoutForFile();
  const { start, createSession, submitCard, eventFor } = h;

  it('delivers every event in the order it happened', async () => {
    await h.checkout.idle();
    expect(h.receiver.events.map((e) => e.id)).toEqual(h.checkout.events.map((e) => e.id));
  });

  describe('webhook delivery', () => {
    it('retries a failing receiver and delivers on the third attempt', async () => {
      const session = await createSession();
      await h.checkout.idle();
      const attemptsBefore = h.receiver.stats.attempts;
      h.receiver.failNext(2);
      await submitCard(h.checkout, session.id, {});
      await h.checkout.idle();
      expect(h.receiver.stats.attempts - attemptsBefore).toBe(3);
      expect(sessionOf(await eventFor(session.id, 'checkout.session.completed'))?.id).toBe(
        session.id,
      );
    });

    it('gives up after the last retry with a warning, then goes on with the next event', async () => {
      const warnings: string[] = [];
      const own = await start({
        retryDelaysMs: [5, 5],
        logger: { info: () => undefined, warn: (message) => warnings.push(message) },
      });
      try {
        const ownStripe = sdkFor(own);
        const first = await ownStripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [{ price: PRICE.id, quantity: 1 }],
          success_url: SUCCESS_URL,
          cancel_url: CANCEL_URL,
        });
        const attemptsBefore = h.receiver.stats.attempts;
        h.receiver.failNext(3);
        await ownStripe.checkout.sessions.expire(first.id);
        await own.idle();
        expect(h.receiver.stats.attempts - attemptsBefore).toBe(3);
        expect(warnings).toEqual([expect.stringContaining('gave up after 3 attempts')]);
        expect(h.receiver.events.some((e) => sessionOf(e)?.id === first.id)).toBe(false);

        const second = await ownStripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [{ price: PRICE.id, quantity: 1 }],
          success_url: SUCCESS_URL,
          cancel_url: CANCEL_URL,
        });
        await ownStripe.checkout.sessions.expire(second.id);
        await own.idle();
        expect(h.receiver.events.some((e) => sessionOf(e)?.id === second.id)).toBe(true);
      } finally {
        await own.close();
      }
    });

    it('keeps events queued while there is no receiver yet', async () => {
      let url: string | null = null;
      const own = await start({ webhookUrl: () => url });
      try {
        const ownStripe = sdkFor(own);
        const session = await ownStripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [{ price: PRICE.id, quantity: 2 }],
          success_url: SUCCESS_URL,
          cancel_url: CANCEL_URL,
        });
        expect(session.amount_total).toBe(1198);
        await ownStripe.checkout.sessions.expire(session.id);
        await new Promise((resolve) => setTimeout(resolve, 60));
        expect(h.receiver.events.some((e) => sessionOf(e)?.id === session.id)).toBe(false);
        url = h.receiver.url;
        await own.idle();
        expect(h.receiver.events.some((e) => sessionOf(e)?.id === session.id)).toBe(true);
      } finally {
        await own.close();
      }
    });

    it('only records events with deliverWebhooks: false', async () => {
      const own = await start({ deliverWebhooks: false });
      try {
        const ownStripe = sdkFor(own);
        const session = await ownStripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [{ price: PRICE.id, quantity: 1 }],
          success_url: SUCCESS_URL,
          cancel_url: CANCEL_URL,
        });
        await ownStripe.checkout.sessions.expire(session.id);
        await own.idle();
        expect(own.events.map((e) => e.type)).toEqual(['checkout.session.expired']);
        expect(own.events[0]?.pending_webhooks).toBe(0);
        expect(h.receiver.events.some((e) => sessionOf(e)?.id === session.id)).toBe(false);
      } finally {
        await own.close();
      }
    });

    it('closes promptly with deliveries still being retried', async () => {
      const own = await start({ retryDelaysMs: [60_000] });
      const ownStripe = sdkFor(own);
      const session = await ownStripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price: PRICE.id, quantity: 1 }],
        success_url: SUCCESS_URL,
        cancel_url: CANCEL_URL,
      });
      h.receiver.failNext(1);
      await ownStripe.checkout.sessions.expire(session.id);
      const idle = own.idle();
      const startedClosing = Date.now();
      await own.close();
      await idle;
      expect(Date.now() - startedClosing).toBeLessThan(1000);
      h.receiver.failNext(0);
    });
  });
});
