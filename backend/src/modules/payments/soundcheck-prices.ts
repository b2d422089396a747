import { Injectable, Logger } from '@nestjs/common';

import { isPurchasable } from '../access/index.js';
import type { AccessType } from '../catalogue/index.js';
import { noPrice, notPurchasable, PaymentsErrors } from './payments.errors.js';
import { StripeGateway } from './stripe-gateway.js';

export interface PurchasePrice {
  access_type: AccessType;
  price_id: string;
  amount: number;
  currency: string;
}

/** How long a price read from Stripe is trusted before it is asked again. */
const PRICE_TTL_MS = 10 * 60_000;

/** The configured price of each purchasable access type, as Stripe states its amount. */
@Injectable()
export class SoundcheckPrices {
  private readonly logger = new Logger(SoundcheckPrices.name);
  private readonly cache = new Map<string, { price: PurchasePrice; until: number }>();

  constructor(private readonly gateway: StripeGateway) {}

  async of(accessType: AccessType): Promise<PurchasePrice> {
    if (!isPurchasable(accessType)) throw notPurchasable(accessType);
    const priceId = this.gateway.priceIdFor(accessType);
    if (priceId === null) throw noPrice(accessType);
    const cached = this.cache.get(priceId);
    if (cached && cached.until > Date.now()) return cached.price;
    let stated;
    try {
      stated = await this.gateway.client.prices.retrieve(priceId);
    } catch (error) {
      this.logger.error(`Stripe price ${priceId} could not be read: ${String(error)}`);
      throw PaymentsErrors.PROVIDER_UNAVAILABLE();
    }
    if (stated.unit_amount === null || !stated.active) throw noPrice(accessType);
    const price = {
      access_type: accessType,
      price_id: priceId,
      amount: stated.unit_amount,
      currency: stated.currency,
    };
    this.cache.set(priceId, { price, until: Date.now() + PRICE_TTL_MS });
    return price;
  }
}
