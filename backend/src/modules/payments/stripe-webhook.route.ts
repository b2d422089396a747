import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  type FastifyRouteProvider,
  FastifyRoutes,
  sendError,
  toAppError,
  toEnvelope,
  WITHOUT_SECURITY_HEADERS,
} from '../../platform/http/index.js';
import { STRIPE_WEBHOOK_PATH } from './domain/webhook-path.js';
import { StripeEvents } from './stripe-events.js';
import { StripeWebhookMetrics } from './stripe-webhook-metrics.js';

/** Stripe's events are far smaller; a larger body is refused before it is read. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * `POST /api/stripe/webhook` straight on Fastify: the signature covers the exact bytes Stripe
 * sent, so this route (alone, in its own encapsulated scope) keeps the body raw instead of
 * letting JSON parsing and the request schemas rebuild it. A bad or stale signature is a 400 and
 * changes nothing; a redelivered event changes nothing and answers 200.
 */
@Injectable()
@FastifyRoutes()
export class StripeWebhookRoute implements FastifyRouteProvider {
  readonly routes = [`POST ${STRIPE_WEBHOOK_PATH}`];

  constructor(
    private readonly events: StripeEvents,
    private readonly metrics: StripeWebhookMetrics,
  ) {}

  register(fastify: FastifyInstance): void {
    const { events, metrics } = this;
    void fastify.register((scope, _options, done) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, parsed) => {
        parsed(null, body);
      });
      scope.route({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        bodyLimit: WEBHOOK_BODY_LIMIT,
        config: WITHOUT_SECURITY_HEADERS,
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          let type = 'unverified';
          try {
            const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
            const signature = request.headers['stripe-signature'];
            const event = events.verify(raw, typeof signature === 'string' ? signature : undefined);
            type = event.type;
            const outcome = await events.receive(event);
            metrics.received(type, outcome?.kind ?? 'ignored');
            await reply
              .code(200)
              .send({ received: true, duplicate: outcome?.kind === 'duplicate' });
          } catch (error) {
            const status = toEnvelope(toAppError(error)).statusCode;
            metrics.received(type, status >= 500 ? 'failed' : 'refused');
            sendError(error, request, reply);
          }
          return reply;
        },
      });
      done();
    });
  }
}
