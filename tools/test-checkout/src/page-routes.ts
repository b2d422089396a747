import type { FastifyInstance, FastifyReply } from 'fastify';
import type Stripe from 'stripe';

import type { CheckoutLedger, SessionLine } from './checkout-ledger.js';
import { FormBodyError, type FormObject, parseFormBody } from './form-body.js';
import { renderMessagePage, renderPaymentPage } from './hosted-page.js';
import { judgePaymentForm, type PaymentFormInput } from './payment-form.js';

export interface PageRoutesContext {
  ledger: CheckoutLedger;
  asyncSettleMs: number;
  /** Runs `task` after `ms` on an unref'd timer that closing the server cancels. */
  schedule: (task: () => void, ms: number) => void;
}

/** No scripts, no external anything; the form may post back and redirect anywhere. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/**
 * The browser side of the test checkout: `GET /pay/:id` shows the hosted page, `POST /pay/:id`
 * takes the card form and answers the way Stripe's page would (redirect to success_url, or the
 * page again with what went wrong). No bearer key: the customer's browser has none.
 */
export function registerPageRoutes(fastify: FastifyInstance, context: PageRoutesContext): void {
  const { ledger } = context;

  fastify.get<{ Params: { sessionId: string } }>('/pay/:sessionId', (request, reply) => {
    const found = ledger.findSession(request.params.sessionId);
    if (found?.session.status !== 'open') return sendUnpayable(reply, found?.session);
    const email = found.session.customer_email ?? '';
    return sendPage(reply, 200, paymentPage(found.session, found.lines, { email }, null));
  });

  fastify.post<{ Params: { sessionId: string } }>('/pay/:sessionId', (request, reply) => {
    const found = ledger.findSession(request.params.sessionId);
    if (found?.session.status !== 'open') return sendUnpayable(reply, found?.session);
    const { session, lines } = found;
    let input: PaymentFormInput;
    try {
      input = readPaymentForm(typeof request.body === 'string' ? request.body : '');
    } catch (error) {
      if (!(error instanceof FormBodyError)) throw error;
      const message = 'The form could not be read. Please try again.';
      return sendPage(reply, 400, paymentPage(session, lines, {}, { message, field: null }));
    }
    const verdict = judgePaymentForm(input, new Date());
    switch (verdict.kind) {
      case 'invalid':
        return sendPage(reply, 400, paymentPage(session, lines, input, verdict));
      case 'declined':
        return sendPage(
          reply,
          402,
          paymentPage(session, lines, input, { message: verdict.message, field: 'cardNumber' }),
        );
      case 'charge': {
        const { email, name } = verdict;
        const paid = ledger.payWithCard(session.id, verdict.card, { email, name });
        if (verdict.card.outcome !== 'succeeds') {
          const succeeds = verdict.card.outcome === 'async_succeeds';
          context.schedule(() => {
            ledger.settleAsyncPayment(paid.id, succeeds);
          }, context.asyncSettleMs);
        }
        return reply.redirect(successUrlOf(paid), 303);
      }
    }
  });
}

/** Stripe fills in the literal `{CHECKOUT_SESSION_ID}` placeholder of success_url. */
export function successUrlOf(session: Stripe.Checkout.Session): string {
  return (session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

function paymentPage(
  session: Stripe.Checkout.Session,
  lines: readonly SessionLine[],
  typed: Partial<PaymentFormInput>,
  error: Parameters<typeof renderPaymentPage>[0]['error'],
): string {
  return renderPaymentPage({
    sessionId: session.id,
    lines,
    amountTotal: session.amount_total ?? 0,
    currency: session.currency ?? 'gbp',
    cancelUrl: session.cancel_url ?? '',
    values: {
      email: typed.email ?? '',
      cardNumber: typed.cardNumber ?? '',
      expiry: typed.expiry ?? '',
      name: typed.name ?? '',
    },
    error,
  });
}

function readPaymentForm(body: string): PaymentFormInput {
  const form: FormObject = parseFormBody(body);
  const text = (name: string): string => {
    const value = form[name];
    return typeof value === 'string' ? value : '';
  };
  return {
    email: text('email'),
    cardNumber: text('card_number'),
    expiry: text('expiry'),
    cvc: text('cvc'),
    name: text('name'),
  };
}

/** Unknown → 404; expired or already completed → 410, with the way back to the shop. */
function sendUnpayable(
  reply: FastifyReply,
  session: Stripe.Checkout.Session | undefined,
): FastifyReply {
  if (!session) {
    return sendPage(
      reply,
      404,
      renderMessagePage('Checkout not found', 'There is no checkout at this address.'),
    );
  }
  if (session.status === 'expired') {
    const back = session.cancel_url ? { href: session.cancel_url, text: 'Return to Encore' } : null;
    return sendPage(
      reply,
      410,
      renderMessagePage(
        'This checkout has expired',
        'Nothing was charged. Start the purchase again to get a new checkout.',
        back,
      ),
    );
  }
  return sendPage(
    reply,
    410,
    renderMessagePage(
      'This checkout is already complete',
      'The payment for this checkout has already been made.',
      { href: successUrlOf(session), text: 'Return to Encore' },
    ),
  );
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).headers(PAGE_HEADERS).send(html);
}
