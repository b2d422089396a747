/**
 * A small Stripe-compatible server: the API the official `stripe` SDK calls (pointed here with
 * `new Stripe(key, { host, port, protocol: 'http' })`), a hosted card page that takes the test
 * cards in `test-cards.ts`, and webhooks carrying a real `Stripe-Signature`. Everything above the
 * wire stays the production path: the real SDK builds requests and raises its real errors, the
 * receiver checks signatures with the SDK's `constructEvent`. Only the card network is pretend.
 *
 * Self-contained on its own Fastify instance (no NestJS, nothing of the app): the Encore API
 * starts one when no STRIPE_SECRET_KEY is configured, and tests start their own. State is in
 * memory and ends with the process.
 */
import type { AddressInfo } from 'node:net';

import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type Stripe from 'stripe';

import { registerApiRoutes } from './api-routes.js';
import { StripeApiError } from './api-errors.js';
import { CheckoutLedger } from './checkout-ledger.js';
import { renderMessagePage } from './hosted-page.js';
import { IdempotencyStore } from './idempotency.js';
import { isKnownCurrency } from './money.js';
import { registerPageRoutes } from './page-routes.js';
import type { TestCheckoutEvent, TestCheckoutPrice } from './stripe-objects.js';
import { WebhookDelivery } from './webhook-delivery.js';

export interface TestCheckoutOptions {
  /** SDK requests must carry `Authorization: Bearer <secretKey>` (else a Stripe-shaped 401). */
  secretKey: string;
  /** Events are signed with the SDK's `webhooks.generateTestHeaderString({ payload, secret })`. */
  webhookSecret: string;
  /** Asked at each delivery; null = nowhere yet (the event stays queued and is tried later). */
  webhookUrl: () => string | null;
  prices: TestCheckoutPrice[];
  /** Interface to bind, default '127.0.0.1'. */
  host?: string | undefined;
  /** Default 0 (a free port). */
  port?: number | undefined;
  /** Host name put in hosted-page URLs (`session.url`), default = host (loopback for 0.0.0.0/::). */
  publicHost?: string | undefined;
  /** The asynchronous test cards settle after this, default 4000. */
  asyncSettleMs?: number | undefined;
  /** Default true; false = only record events (tests deliver them themselves). */
  deliverWebhooks?: boolean | undefined;
  /** Delays between delivery attempts, default [500, 1000, 2000, 4000, 8000, 16000]. */
  retryDelaysMs?: number[] | undefined;
  logger?: { info(msg: string): void; warn(msg: string): void } | undefined;
}

export interface TestCheckout {
  /** The API base the SDK talks to, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  readonly port: number;
  /** Every event generated, in order (for tests). */
  readonly events: readonly Stripe.Event[];
  /** Resolves when every queued delivery has been answered 2xx or given up. */
  idle(): Promise<void>;
  /**
   * Test helper: deliveries wait, as for a receiver that is not up yet, until `release()`. How a
   * test sees the time between asking Stripe for something (a refund) and hearing its event.
   */
  holdWebhooks(): { release(): void };
  close(): Promise<void>;
}

const DEFAULT_RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 16000];
const DEFAULT_ASYNC_SETTLE_MS = 4000;
/** How often open sessions past `expires_at` are expired (Stripe does it within minutes too). */
const EXPIRY_SWEEP_MS = 30_000;
const SILENT = { info: () => undefined, warn: () => undefined };

export async function startTestCheckout(options: TestCheckoutOptions): Promise<TestCheckout> {
  const prices = checkedPrices(options);
  const host = options.host ?? '127.0.0.1';
  const publicHost = options.publicHost ?? reachableHost(host);
  const logger = options.logger ?? SILENT;
  const events: TestCheckoutEvent[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let holds = 0;
  const delivery =
    options.deliverWebhooks === false
      ? null
      : new WebhookDelivery({
          secret: options.webhookSecret,
          url: () => (holds > 0 ? null : options.webhookUrl()),
          retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
          logger,
        });
  // The port is known once listening; session URLs are only made after that.
  let port = 0;
  const ledger = new CheckoutLedger({
    now: () => Math.floor(Date.now() / 1000),
    sessionUrl: (id) => `http://${urlHost(publicHost)}:${port}/pay/${id}`,
    emit: (event) => {
      events.push(event);
      delivery?.enqueue(event);
    },
    pendingWebhooks: delivery ? 1 : 0,
  });
  const schedule = (task: () => void, ms: number): void => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  // Closing drops every connection, keep-alive ones included: nothing may hold a test open.
  const fastify = Fastify({ logger: false, forceCloseConnections: true });
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, body);
    },
  );
  requireBearer(fastify, options.secretKey);
  answerErrorsInKind(fastify, logger);
  registerApiRoutes(fastify, {
    secretKey: options.secretKey,
    ledger,
    prices,
    idempotency: new IdempotencyStore(),
    startedAt: Math.floor(Date.now() / 1000),
    warn: (message) => {
      logger.warn(message);
    },
  });
  registerPageRoutes(fastify, {
    ledger,
    asyncSettleMs: options.asyncSettleMs ?? DEFAULT_ASYNC_SETTLE_MS,
    schedule,
  });

  await fastify.listen({ host, port: options.port ?? 0 });
  port = (fastify.server.address() as AddressInfo).port;
  const sweep = setInterval(() => {
    ledger.expireOverdueSessions();
  }, EXPIRY_SWEEP_MS);
  sweep.unref();
  const url = `http://${urlHost(reachableHost(host))}:${port}`;
  logger.info(`Test checkout (Stripe-compatible) listening on ${url}`);

  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    events,
    idle: () => delivery?.idle() ?? Promise.resolve(),
    holdWebhooks: () => {
      holds += 1;
      let released = false;
      return {
        release: () => {
          if (!released) holds -= 1;
          released = true;
        },
      };
    },
    close: () => {
      closing ??= (async () => {
        clearInterval(sweep);
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        delivery?.close();
        await fastify.close();
      })();
      return closing;
    },
  };
}

function checkedPrices(options: TestCheckoutOptions): Map<string, TestCheckoutPrice> {
  if (options.secretKey === '') throw new Error('Test checkout: secretKey must not be empty');
  const prices = new Map<string, TestCheckoutPrice>();
  for (const price of options.prices) {
    if (price.id === '' || prices.has(price.id)) {
      throw new Error(`Test checkout: price ids must be unique and non-empty (${price.id})`);
    }
    if (!Number.isSafeInteger(price.unitAmount) || price.unitAmount <= 0) {
      throw new Error(`Test checkout: price ${price.id} needs a positive integer unitAmount`);
    }
    if (!isKnownCurrency(price.currency)) {
      throw new Error(`Test checkout: price ${price.id} has an unknown currency ${price.currency}`);
    }
    prices.set(price.id, price);
  }
  return prices;
}

/** A wildcard bind address is not somewhere to send requests: loopback stands for it. */
function reachableHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '::1';
  return host;
}

/** IPv6 literals go in brackets inside a URL. */
function urlHost(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

function isApiPath(url: string): boolean {
  return url.startsWith('/v1/') || url.startsWith('/_test/');
}

/** The API (not the hosted page) wants the secret key, and answers 401 like Stripe without it. */
function requireBearer(fastify: FastifyInstance, secretKey: string): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    const header = request.headers.authorization ?? '';
    const key = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (key === secretKey) return;
    const message =
      key === ''
        ? "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY')."
        : `Invalid API Key provided: ${redactKey(key)}`;
    const error = new StripeApiError(401, 'invalid_request_error', message);
    await reply.code(401).send(error.toBody());
  });
}

function redactKey(key: string): string {
  return key.length <= 8 ? '****' : `${key.slice(0, 8)}****${key.slice(-4)}`;
}

/**
 * Whatever goes wrong outside a handler (an unsupported content type, a body too large, a path
 * that is not there) answers in the caller's language: Stripe JSON for the API, HTML for pages.
 */
function answerErrorsInKind(fastify: FastifyInstance, logger: { warn(msg: string): void }): void {
  fastify.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) {
      const error = new StripeApiError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${request.method}: ${request.url.split('?')[0] ?? ''}).`,
      );
      return reply.code(404).send(error.toBody());
    }
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(renderMessagePage('Page not found', 'There is nothing at this address.'));
  });
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode < 500 ? 400 : 500;
    if (status === 500) logger.warn(`Test checkout error: ${error.stack ?? error.message}`);
    if (isApiPath(request.url)) {
      const body =
        status === 400
          ? new StripeApiError(400, 'invalid_request_error', error.message).toBody()
          : new StripeApiError(500, 'api_error', 'An unexpected error occurred.').toBody();
      return reply.code(status).send(body);
    }
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(renderMessagePage('Something went wrong', 'The request could not be handled.'));
  });
}
