import type { AddressInfo } from 'node:net';

import type { TestCheckout } from '@encore/test-checkout';
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import Stripe from 'stripe';

import { AppConfig } from '../../config/index.js';
import type { PurchasableAccessType } from '../access/index.js';
import { BUILT_IN_SOUNDCHECK_PRICE, startBuiltInCheckout } from './built-in-checkout.js';
import { STRIPE_WEBHOOK_PATH } from './domain/webhook-path.js';

/** Why a refund is made, in Stripe's words (it shows in Stripe's dashboard and reports). */
export const REFUND_REASONS = ['requested_by_customer', 'duplicate', 'fraudulent'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** The SDK's host/port/protocol options for an API base URL (none: Stripe's own). */
function sdkAddress(apiUrl: string | undefined): Partial<Stripe.StripeConfig> {
  if (apiUrl === undefined) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const port = url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port);
  return { host: url.hostname, port, protocol };
}

/**
 * The payments port. With STRIPE_SECRET_KEY it is Stripe; without, it starts the built-in test
 * checkout (a Stripe-compatible server on its own port, tools/test-checkout) and points the same
 * official SDK at it through its host/port/protocol options, so every line of payments code runs
 * either way.
 */
@Injectable()
export class StripeGateway implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(StripeGateway.name);
  private stripe: Stripe | null = null;
  private secret = '';
  private testCheckout: TestCheckout | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  get client(): Stripe {
    if (this.stripe === null) throw new Error('StripeGateway used before the module started');
    return this.stripe;
  }

  get webhookSecret(): string {
    return this.secret;
  }

  /** The built-in checkout, when it runs (tests drive its dispute helpers through it). */
  get builtIn(): TestCheckout | null {
    return this.testCheckout;
  }

  /** The configured Stripe price of an access type, or null when none is configured. */
  priceIdFor(accessType: PurchasableAccessType): string | null {
    const configured: Record<PurchasableAccessType, string | undefined> = {
      soundcheck: this.config.env.STRIPE_PRICE_SOUNDCHECK,
    };
    return this.testCheckout !== null
      ? BUILT_IN_SOUNDCHECK_PRICE.id
      : (configured[accessType] ?? null);
  }

  /**
   * Asks Stripe to refund a payment in full. The idempotency key names the purchase, so a retry
   * (the SDK's own, or an admin's after a lost reply) is the same refund, never a second one.
   */
  refundPayment(
    paymentIntentId: string,
    purchaseId: string,
    reason: RefundReason,
  ): Promise<Stripe.Refund> {
    return this.client.refunds.create(
      { payment_intent: paymentIntentId, reason, metadata: { purchase_id: purchaseId } },
      { idempotencyKey: `refund-${purchaseId}` },
    );
  }

  async onModuleInit(): Promise<void> {
    const { env } = this.config;
    if (env.STRIPE_SECRET_KEY !== undefined) {
      this.stripe = new Stripe(env.STRIPE_SECRET_KEY, {
        ...sdkAddress(env.STRIPE_API_URL),
        maxNetworkRetries: 2,
        timeout: 10_000,
      });
      this.secret = env.STRIPE_WEBHOOK_SECRET ?? '';
      return;
    }
    const bindHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
    const builtIn = await startBuiltInCheckout({
      webhookUrl: () => this.ownWebhookUrl(),
      host: env.HOST,
      port: env.STRIPE_TEST_CHECKOUT_PORT,
      publicHost: new URL(env.PUBLIC_URL).hostname,
      logger: {
        info: (message) => {
          this.logger.log(message);
        },
        warn: (message) => {
          this.logger.warn(message);
        },
      },
    });
    this.testCheckout = builtIn.checkout;
    this.secret = builtIn.webhookSecret;
    this.stripe = new Stripe(builtIn.secretKey, {
      ...sdkAddress(`http://${bindHost}:${this.testCheckout.port}`),
      maxNetworkRetries: 1,
      timeout: 10_000,
    });
    this.logger.log(
      `No STRIPE_SECRET_KEY: the built-in test checkout serves ${this.testCheckout.url} (card 4242 4242 4242 4242 pays)`,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.testCheckout?.close();
    this.testCheckout = null;
  }

  /** Where the built-in checkout delivers webhooks: this process's own HTTP server, once it listens. */
  private ownWebhookUrl(): string | null {
    const server = this.adapterHost.httpAdapter.getHttpServer() as
      { address(): AddressInfo | string | null } | undefined;
    const address = server?.address();
    if (!address || typeof address === 'string') return null;
    const host =
      address.address === '0.0.0.0' || address.address === '::'
        ? '127.0.0.1'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
    return `http://${host}:${address.port}${STRIPE_WEBHOOK_PATH}`;
  }
}
