import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import Stripe from 'stripe';

import { AppError } from '../../platform/http/index.js';
import {
  factsOfSession,
  isSessionEvent,
  paymentIntentOfChargeEvent,
} from './domain/stripe-facts.js';
import { PAYMENTS_QUEUE } from './jobs/payments-queue.js';
import { PaymentsErrors } from './payments.errors.js';
import { type LedgerOutcome, PurchaseLedger } from './purchase-ledger.js';
import { type PurchaseRecord, PurchasesRepository } from './purchases.repository.js';
import { chargeEventEntry, sessionEventEntry } from './stripe-event-entries.js';
import { StripeGateway } from './stripe-gateway.js';

/** A signed body is still checked for the parts we read: an id, a type and an object. */
function isWellFormedEvent(event: Stripe.Event): boolean {
  const candidate = event as Partial<Stripe.Event> & { data?: { object?: unknown } };
  const object = candidate.data?.object as { id?: unknown } | undefined;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.type === 'string' &&
    typeof candidate.created === 'number' &&
    typeof object === 'object' &&
    typeof object.id === 'string'
  );
}

/**
 * What Stripe tells us, turned into purchase facts: signed webhook events and the success page's
 * confirm (`fulfil`). The replay CLI re-applies stored events without it (stored-event-replay.ts).
 */
@Injectable()
export class StripeEvents {
  private readonly logger = new Logger(StripeEvents.name);

  constructor(
    private readonly gateway: StripeGateway,
    private readonly ledger: PurchaseLedger,
    private readonly purchases: PurchasesRepository,
    @InjectQueue(PAYMENTS_QUEUE) private readonly queue: Queue,
  ) {}

  /** Verifies the signature (Stripe's default 300 s tolerance) and returns the event. */
  verify(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    if (signature === undefined || signature === '') {
      throw PaymentsErrors.WEBHOOK_SIGNATURE_INVALID();
    }
    try {
      const event = this.gateway.client.webhooks.constructEvent(
        rawBody,
        signature,
        this.gateway.webhookSecret,
      );
      if (!isWellFormedEvent(event)) throw PaymentsErrors.WEBHOOK_BODY_INVALID();
      return event;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw PaymentsErrors.WEBHOOK_SIGNATURE_INVALID();
      }
      throw PaymentsErrors.WEBHOOK_BODY_INVALID();
    }
  }

  /** A verified webhook event: applied once, whatever order or how often it arrives. */
  async receive(event: Stripe.Event): Promise<LedgerOutcome | null> {
    const entry = isSessionEvent(event)
      ? sessionEventEntry(event, await this.currentSession(event.data.object))
      : chargeEventEntry(event, await this.sessionNamedBy(event));
    if (entry === null) return null;
    const outcome = await this.ledger.record(entry);
    await this.afterCommit(outcome);
    if (outcome.kind === 'unmatched') {
      this.logger.warn(`Stripe event ${event.id} (${event.type}) matches no purchase; stored`);
    }
    return outcome;
  }

  /**
   * The success page's return: asks Stripe for the session and records what it says, so a buyer
   * who is back before the webhook sees access at once. Grants nothing Stripe has not called paid.
   */
  async fulfil(sessionId: string, callerId: string): Promise<PurchaseRecord> {
    const session = await this.retrieveSession(sessionId);
    const outcome = await this.ledger.record({
      locators: [{ by: 'session', sessionId: session.id }],
      heard: factsOfSession(session, new Date()),
      cause: `checkout returned (${session.status ?? 'unknown'}, ${session.payment_status})`,
      source: 'confirm',
    });
    if (outcome.kind !== 'applied' || outcome.purchase.userId !== callerId) {
      throw PaymentsErrors.SESSION_NOT_FOUND();
    }
    await this.afterCommit(outcome);
    return outcome.purchase;
  }

  /** The session as Stripe states it now; the event's copy when Stripe no longer knows it. */
  private async currentSession(session: Stripe.Checkout.Session): Promise<Stripe.Checkout.Session> {
    try {
      return await this.retrieveSession(session.id);
    } catch (error) {
      if (error instanceof AppError && error.code === PaymentsErrors.codes.SESSION_NOT_FOUND) {
        return session;
      }
      throw error;
    }
  }

  /** For a charge event whose payment intent we may not know yet: the session Stripe names. */
  private async sessionNamedBy(event: Stripe.Event): Promise<string | null> {
    const paymentIntentId = paymentIntentOfChargeEvent(event);
    if (paymentIntentId === undefined) return null;
    if ((await this.purchases.findByPaymentIntent(paymentIntentId)) !== null) return null;
    return this.sessionOfPaymentIntent(paymentIntentId);
  }

  private async sessionOfPaymentIntent(paymentIntentId: string): Promise<string | null> {
    try {
      const sessions = await this.gateway.client.checkout.sessions.list({
        payment_intent: paymentIntentId,
        limit: 1,
      });
      return sessions.data[0]?.id ?? null;
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  private async retrieveSession(sessionId: string): Promise<Stripe.Checkout.Session> {
    try {
      return await this.gateway.client.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        throw PaymentsErrors.SESSION_NOT_FOUND();
      }
      throw this.unavailable(error);
    }
  }

  private unavailable(error: unknown) {
    this.logger.error(`Stripe could not be reached: ${String(error)}`);
    return PaymentsErrors.PROVIDER_UNAVAILABLE();
  }

  /** The receipt and the artist's sale notice, once, when a purchase first becomes paid. */
  private async afterCommit(outcome: LedgerOutcome): Promise<void> {
    if (outcome.kind !== 'applied' || !outcome.firstPaid) return;
    await this.queue.add(
      'purchase-mail',
      { purchaseId: outcome.purchase.id },
      { jobId: `purchase-mail-${outcome.purchase.id}` },
    );
  }
}
