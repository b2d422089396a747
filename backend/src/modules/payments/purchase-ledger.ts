import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';

import { AlbumGrantsRepository } from '../access/index.js';
import {
  grantsAccess,
  mergeFacts,
  type PurchaseStatus,
  purchaseStatus,
} from './domain/purchase-status.js';
import type { HeardFacts } from './domain/stripe-facts.js';
import {
  type PurchaseLocator,
  type PurchaseRecord,
  PurchasesRepository,
  type PurchaseTransition,
} from './purchases.repository.js';

export interface LedgerEntry {
  /** Which purchase the statement is about (tried in order). */
  locators: readonly PurchaseLocator[];
  heard: HeardFacts;
  cause: string;
  source: PurchaseTransition['source'];
  /** The webhook event that stated it: stored once, in the same transaction as the change. */
  event?: Stripe.Event;
}

export type LedgerOutcome =
  | { kind: 'duplicate' }
  | { kind: 'unmatched' }
  | {
      kind: 'applied';
      purchase: PurchaseRecord;
      before: PurchaseStatus;
      after: PurchaseStatus;
      /** This statement is the one that first made the purchase paid (send the receipt). */
      firstPaid: boolean;
    };

/**
 * Writes what Stripe stated about a purchase: in one transaction it stores the webhook event id
 * (a redelivery changes nothing), locks the purchase, merges the facts, logs the transition and
 * sets the buyer's album grant to match. Webhooks, the success-page confirm and the replay CLI all
 * come through here.
 */
@Injectable()
export class PurchaseLedger {
  constructor(
    private readonly em: EntityManager,
    private readonly purchases: PurchasesRepository,
    private readonly grants: AlbumGrantsRepository,
  ) {}

  record(entry: LedgerEntry): Promise<LedgerOutcome> {
    return this.em.fork().transactional(async (tx) => {
      if (entry.event && entry.source === 'webhook') {
        if (!(await this.purchases.recordWebhookEvent(tx, entry.event))) {
          return { kind: 'duplicate' } as const;
        }
      }
      const purchase = await this.lockFirst(tx, entry.locators);
      if (purchase === null) return { kind: 'unmatched' } as const;
      const facts = mergeFacts(purchase, entry.heard.facts);
      const after = purchaseStatus(facts);
      await this.purchases.saveFacts(tx, purchase.id, facts, after, entry.heard);
      if (after !== purchase.status) {
        await this.purchases.logTransition(tx, {
          purchaseId: purchase.id,
          from: purchase.status,
          to: after,
          cause: entry.cause,
          source: entry.source,
          stripeEventId: entry.event?.id ?? null,
        });
      }
      // The grant is derived from all of the buyer's purchases of the album: recomputed when this
      // one's part in it changes (access, or the payment time that dates it, which a won dispute
      // heard before the payment leaves unknown at first), under a lock per buyer and album so two
      // purchases of the same album (locked separately) cannot each miss the other's change.
      if (
        grantsAccess(after) !== grantsAccess(purchase.status) ||
        (grantsAccess(after) && facts.paidAt?.getTime() !== purchase.paidAt?.getTime())
      ) {
        await this.purchases.lockBuyerAlbum(tx, purchase.userId, purchase.albumId);
        await this.grants.set(tx, {
          userId: purchase.userId,
          albumId: purchase.albumId,
          accessType: purchase.accessType,
          grantedAt: await this.purchases.grantStart(tx, purchase.userId, purchase.albumId),
        });
      }
      if (entry.event && entry.source === 'webhook') {
        await this.purchases.linkWebhookEvent(tx, entry.event.id, purchase.id);
      }
      return {
        kind: 'applied',
        purchase: {
          ...purchase,
          ...facts,
          status: after,
          paymentIntentId: purchase.paymentIntentId ?? entry.heard.paymentIntentId ?? null,
          customerEmail: purchase.customerEmail ?? entry.heard.customerEmail ?? null,
        },
        before: purchase.status,
        after,
        firstPaid: purchase.paidAt === null && facts.paidAt !== null && grantsAccess(after),
      } as const;
    });
  }

  private async lockFirst(
    tx: EntityManager,
    locators: readonly PurchaseLocator[],
  ): Promise<PurchaseRecord | null> {
    for (const locator of locators) {
      const purchase = await this.purchases.lock(tx, locator);
      if (purchase !== null) return purchase;
    }
    return null;
  }
}
