import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';

import { AppConfig } from '../../config/index.js';
import { AppError } from '../../platform/http/index.js';
import { AlbumAccess, isPurchasable } from '../access/index.js';
import { type AlbumDto, CatalogueService } from '../catalogue/index.js';
import { UsersRepository } from '../users/index.js';
import { sameOriginUrl, withSessionIdPlaceholder } from './domain/return-url.js';
import type { CheckoutReplyDto, CheckoutRequestDto } from './dto/checkout.dto.js';
import { notPurchasable, PaymentsErrors } from './payments.errors.js';
import { PurchasesRepository } from './purchases.repository.js';
import { type PurchasePrice, SoundcheckPrices } from './soundcheck-prices.js';
import { StripeGateway } from './stripe-gateway.js';

/**
 * Starts a Soundcheck purchase: checks every part of the client's request against what the
 * server knows, then opens one Stripe Checkout Session per caller and album at a time.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly catalogue: CatalogueService,
    private readonly access: AlbumAccess,
    private readonly users: UsersRepository,
    private readonly purchases: PurchasesRepository,
    private readonly prices: SoundcheckPrices,
    private readonly gateway: StripeGateway,
  ) {}

  async start(callerId: string, request: CheckoutRequestDto): Promise<CheckoutReplyDto> {
    const { metadata } = request;
    if (request.user_id !== callerId || metadata.user_id !== callerId) {
      throw PaymentsErrors.NOT_YOUR_ACCOUNT();
    }
    // Only what the public sees can be bought (docs/adr/0044); a purchase keeps its album after.
    const [album] = await this.catalogue.listedAlbumsByIds([metadata.album_id]);
    if (album === undefined) throw PaymentsErrors.ALBUM_NOT_FOUND();
    if (!isPurchasable(album.access_type)) throw notPurchasable(album.access_type);
    if (metadata.access_type !== album.access_type) throw notPurchasable(metadata.access_type);
    const price = await this.prices.of(album.access_type);
    if (request.price_id !== price.price_id) throw PaymentsErrors.PRICE_MISMATCH();
    const successUrl = sameOriginUrl(request.success_url, this.config.env.PUBLIC_URL);
    const cancelUrl = sameOriginUrl(request.cancel_url, this.config.env.PUBLIC_URL);
    if (successUrl === null || cancelUrl === null) throw PaymentsErrors.RETURN_URL_FOREIGN();
    const buyer = await this.users.findById(callerId);
    if (buyer === null) throw PaymentsErrors.NOT_YOUR_ACCOUNT();
    const urls = { success: withSessionIdPlaceholder(successUrl), cancel: cancelUrl.href };
    return this.openSession({ callerId, email: buyer.email, album, price, urls });
  }

  /**
   * One open session per caller and album: a transaction-scoped advisory lock makes a double click
   * (or two tabs) wait for the first, which finds its session and answers with the same address.
   */
  private openSession(order: {
    callerId: string;
    email: string;
    album: AlbumDto;
    price: PurchasePrice;
    urls: { success: string; cancel: string };
  }): Promise<CheckoutReplyDto> {
    const { callerId, album, price } = order;
    return this.em.fork().transactional(async (tx) => {
      await tx.execute('SELECT pg_advisory_xact_lock(hashtext(?))', [
        `checkout:${callerId}:${album.id}`,
      ]);
      if ((await this.access.grantedAt(callerId, album.id)) !== null) {
        throw PaymentsErrors.ALREADY_OWNED();
      }
      if (await this.purchases.hasSettlingPayment(tx, callerId, album.id)) {
        throw PaymentsErrors.PAYMENT_PROCESSING();
      }
      const reusable = await this.purchases.reusableCheckout(tx, callerId, album.id);
      if (reusable !== null) {
        const open = await this.stillOpen(reusable.checkoutSessionId);
        if (open !== null) return open;
      }
      const purchaseId = await this.purchases.insertPending(tx, {
        userId: callerId,
        albumId: album.id,
        accessType: album.access_type,
        priceId: price.price_id,
        amount: price.amount,
        currency: price.currency,
      });
      const metadata = {
        purchase_id: purchaseId,
        album_id: album.id,
        user_id: callerId,
        access_type: album.access_type,
      };
      const session = await this.call(() =>
        this.gateway.client.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [{ price: price.price_id, quantity: 1 }],
            success_url: order.urls.success,
            cancel_url: order.urls.cancel,
            client_reference_id: purchaseId,
            customer_email: order.email,
            metadata,
            payment_intent_data: { metadata },
          },
          { idempotencyKey: `checkout-${purchaseId}` },
        ),
      );
      if (session.url === null) throw PaymentsErrors.CHECKOUT_FAILED();
      await this.purchases.setCheckoutSession(tx, purchaseId, session.id);
      return { url: session.url, session_id: session.id };
    });
  }

  private async stillOpen(sessionId: string): Promise<CheckoutReplyDto | null> {
    const session = await this.call(() =>
      this.gateway.client.checkout.sessions.retrieve(sessionId),
    );
    return session.status === 'open' && session.url !== null
      ? { url: session.url, session_id: session.id }
      : null;
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof AppError) throw error;
      const detail = error instanceof Stripe.errors.StripeError ? error.message : String(error);
      this.logger.error(`Stripe refused or failed a checkout call: ${detail}`);
      throw PaymentsErrors.CHECKOUT_FAILED();
    }
  }
}
