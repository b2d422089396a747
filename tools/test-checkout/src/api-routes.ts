import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';

import { invalidRequest, missingParam, noSuchObject, StripeApiError } from './api-errors.js';
import type { CheckoutLedger } from './checkout-ledger.js';
import { FormBodyError, type FormObject, parseFormBody } from './form-body.js';
import type { IdempotencyStore, StoredReply } from './idempotency.js';
import {
  optionalInteger,
  optionalList,
  optionalMetadata,
  optionalString,
  type ParamPath,
  paramName,
  rejectUnknownParams,
  requiredString,
  valueAt,
} from './request-params.js';
import { buildList, buildPrice, newId, type TestCheckoutPrice } from './stripe-objects.js';

export interface ApiRoutesContext {
  secretKey: string;
  ledger: CheckoutLedger;
  prices: ReadonlyMap<string, TestCheckoutPrice>;
  idempotency: IdempotencyStore;
  /** When the server started (unix seconds): the prices' `created`. */
  startedAt: number;
  warn: (message: string) => void;
}

interface ApiInput {
  form: FormObject;
  params: Record<string, string>;
}

type ApiHandler = (input: ApiInput) => unknown;

const MAX_LINE_ITEMS = 100;
const MAX_URL_LENGTH = 5000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

/**
 * The Stripe API subset the payments module calls (`/v1/...`), plus test helpers under
 * `/_test/...` that play the card network's part (disputes). Bodies and queries use Stripe's
 * form encoding; replies and errors are Stripe's JSON shapes.
 */
export function registerApiRoutes(fastify: FastifyInstance, context: ApiRoutesContext): void {
  const { ledger } = context;
  const route = (method: 'GET' | 'POST', url: string, handler: ApiHandler): void => {
    fastify.route<{ Params: Record<string, string> }>({
      method,
      url,
      handler: (request, reply) => answer(context, request, reply, handler),
    });
  };

  route('POST', '/v1/checkout/sessions', ({ form }) =>
    ledger.createSession(readNewSession(form, context.prices)),
  );

  route('GET', '/v1/checkout/sessions', ({ form }) => {
    rejectUnknownParams(form, ['payment_intent', 'limit']);
    const limit = optionalInteger(form, ['limit'], { min: 1, max: 100 }) ?? 10;
    const sessions = ledger.listSessions({
      paymentIntentId: optionalString(form, ['payment_intent']) ?? null,
    });
    return buildList(sessions.slice(0, limit), '/v1/checkout/sessions', sessions.length > limit);
  });

  route('GET', '/v1/checkout/sessions/:id', ({ form, params }) => {
    rejectUnknownParams(form, []);
    return ledger.retrieveSession(params.id ?? '');
  });

  route('POST', '/v1/checkout/sessions/:id/expire', ({ form, params }) => {
    rejectUnknownParams(form, []);
    return ledger.expireSession(params.id ?? '');
  });

  route('GET', '/v1/prices/:id', ({ form, params }) => {
    rejectUnknownParams(form, []);
    const id = params.id ?? '';
    const price = context.prices.get(id);
    if (!price) throw noSuchObject('price', id, 'price', 'path');
    return buildPrice(price, context.startedAt);
  });

  // Not called by the payments module, but how a test (or a person) finds the charge of a
  // payment intent to dispute it.
  route('GET', '/v1/charges', ({ form }) => {
    rejectUnknownParams(form, ['payment_intent', 'limit']);
    const limit = optionalInteger(form, ['limit'], { min: 1, max: 100 }) ?? 10;
    const charges = ledger.listCharges({
      paymentIntentId: optionalString(form, ['payment_intent']) ?? null,
    });
    return buildList(charges.slice(0, limit), '/v1/charges', charges.length > limit);
  });

  route('GET', '/v1/charges/:id', ({ form, params }) => {
    rejectUnknownParams(form, []);
    return ledger.retrieveCharge(params.id ?? '');
  });

  route('POST', '/v1/refunds', ({ form }) => {
    rejectUnknownParams(form, ['payment_intent', 'charge', 'amount', 'metadata', 'reason']);
    return ledger.refund({
      chargeId: optionalString(form, ['charge']) ?? null,
      paymentIntentId: optionalString(form, ['payment_intent']) ?? null,
      amount: optionalInteger(form, ['amount'], { min: 1, max: 99_999_999 }) ?? null,
      metadata: optionalMetadata(form, ['metadata']),
      reason: readRefundReason(form),
    });
  });

  route('POST', '/_test/charges/:chargeId/dispute', ({ form, params }) => {
    rejectUnknownParams(form, []);
    return ledger.openDispute(params.chargeId ?? '');
  });

  route('POST', '/_test/disputes/:disputeId/close', ({ form, params }) => {
    rejectUnknownParams(form, ['status']);
    const status = requiredString(form, ['status']);
    if (status !== 'won' && status !== 'lost') {
      throw invalidRequest('Invalid status: must be one of won or lost', 'status');
    }
    return ledger.closeDispute(params.disputeId ?? '', status);
  });
}

/** Runs a handler (through the idempotency store for keyed POSTs) and sends its reply. */
async function answer(
  context: ApiRoutesContext,
  request: FastifyRequest<{ Params: Record<string, string> }>,
  reply: FastifyReply,
  handler: ApiHandler,
): Promise<FastifyReply> {
  const rawBody = typeof request.body === 'string' ? request.body : '';
  const execute = (): Promise<StoredReply> => {
    try {
      const form = parseFormBody(request.method === 'GET' ? queryOf(request.url) : rawBody);
      const body = JSON.stringify(handler({ form, params: request.params }));
      return Promise.resolve({ status: 200, body });
    } catch (error) {
      return Promise.resolve(errorReply(context, error));
    }
  };
  const idempotencyKey = request.headers['idempotency-key'];
  let stored: StoredReply;
  let replayed = false;
  if (request.method === 'POST' && typeof idempotencyKey === 'string' && idempotencyKey !== '') {
    const fingerprint = `${request.method} ${request.url}\n${rawBody}`;
    try {
      ({ reply: stored, replayed } = await context.idempotency.run(
        context.secretKey,
        idempotencyKey,
        fingerprint,
        execute,
      ));
    } catch (error) {
      stored = errorReply(context, error);
    }
  } else {
    stored = await execute();
  }
  void reply
    .code(stored.status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('request-id', newId('req'));
  if (replayed) void reply.header('idempotent-replayed', 'true');
  return reply.send(stored.body);
}

/** The raw query string (Fastify's own parser does not read bracket paths). */
function queryOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start + 1);
}

/** An error in Stripe's shape; anything unexpected is logged and answers 500 api_error. */
function errorReply(context: ApiRoutesContext, error: unknown): StoredReply {
  const apiError =
    error instanceof StripeApiError
      ? error
      : error instanceof FormBodyError
        ? invalidRequest(error.message, error.param)
        : null;
  if (apiError) return { status: apiError.status, body: JSON.stringify(apiError.toBody()) };
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  context.warn(`Test checkout request failed: ${detail}`);
  const unexpected = new StripeApiError(500, 'api_error', 'An unexpected error occurred.');
  return { status: 500, body: JSON.stringify(unexpected.toBody()) };
}

function readNewSession(
  form: FormObject,
  prices: ReadonlyMap<string, TestCheckoutPrice>,
): Parameters<CheckoutLedger['createSession']>[0] {
  rejectUnknownParams(form, [
    'mode',
    'line_items',
    'success_url',
    'cancel_url',
    'client_reference_id',
    'customer_email',
    'metadata',
    'payment_intent_data',
    'expires_at',
  ]);
  const mode = requiredString(form, ['mode']);
  if (mode !== 'payment') {
    throw invalidRequest('The test checkout supports only mode=payment.', 'mode');
  }
  const items = optionalList(form, ['line_items']);
  if (items.length === 0) throw missingParam('line_items');
  if (items.length > MAX_LINE_ITEMS) {
    throw invalidRequest(`line_items can have at most ${MAX_LINE_ITEMS} items.`, 'line_items');
  }
  const lines = items.map((_, index) => {
    rejectUnknownNested(form, ['line_items', index], ['price', 'quantity']);
    const priceId = requiredString(form, ['line_items', index, 'price']);
    const price = prices.get(priceId);
    if (!price) {
      throw noSuchObject('price', priceId, paramName(['line_items', index, 'price']), 'body');
    }
    const quantityPath = ['line_items', index, 'quantity'];
    const quantity = optionalInteger(form, quantityPath, { min: 1, max: 999_999 });
    if (quantity === undefined) throw missingParam(paramName(quantityPath));
    return { price, quantity };
  });
  rejectUnknownNested(form, ['payment_intent_data'], ['metadata']);
  const customerEmail = optionalString(form, ['customer_email']) ?? null;
  if (customerEmail !== null && (customerEmail.length > 254 || !EMAIL.test(customerEmail))) {
    throw invalidRequest(`Invalid email address: ${customerEmail}`, 'customer_email');
  }
  const clientReferenceId = optionalString(form, ['client_reference_id']) ?? null;
  if (clientReferenceId !== null && clientReferenceId.length > 200) {
    throw invalidRequest(
      'client_reference_id must be at most 200 characters.',
      'client_reference_id',
    );
  }
  return {
    lines,
    successUrl: readUrl(form, 'success_url'),
    cancelUrl: readUrl(form, 'cancel_url'),
    clientReferenceId,
    customerEmail,
    metadata: optionalMetadata(form, ['metadata']),
    paymentIntentMetadata: optionalMetadata(form, ['payment_intent_data', 'metadata']),
    expiresAt: optionalInteger(form, ['expires_at'], { min: 0, max: 2 ** 40 }) ?? null,
  };
}

/** Unknown keys inside a nested parameter (`line_items[0][foo]`) are refused like top-level ones. */
function rejectUnknownNested(form: FormObject, path: ParamPath, known: readonly string[]): void {
  const value = valueAt(form, path);
  if (value === undefined || value === '') return;
  if (typeof value === 'string' || Array.isArray(value)) {
    throw invalidRequest(`Invalid object: ${paramName(path)}`, paramName(path));
  }
  const unknown = Object.keys(value).find((key) => !known.includes(key));
  if (unknown !== undefined) {
    const name = paramName([...path, unknown]);
    throw invalidRequest(`Received unknown parameter: ${name}`, name);
  }
}

function readUrl(form: FormObject, name: 'success_url' | 'cancel_url'): string {
  const value = requiredString(form, [name]);
  const url = URL.parse(value);
  if (
    value.length > MAX_URL_LENGTH ||
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:')
  ) {
    throw invalidRequest('Not a valid URL', name, 'url_invalid');
  }
  return value;
}

function readRefundReason(form: FormObject): Stripe.Refund.Reason | null {
  const reason = optionalString(form, ['reason']);
  if (reason === undefined) return null;
  const known = REFUND_REASONS.find((candidate) => candidate === reason);
  if (!known) {
    throw invalidRequest(`Invalid reason: must be one of ${REFUND_REASONS.join(', ')}`, 'reason');
  }
  return known;
}
