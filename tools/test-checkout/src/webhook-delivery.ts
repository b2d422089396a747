import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

import Stripe from 'stripe';

export interface DeliveryLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface WebhookDeliveryOptions {
  secret: string;
  /** Asked before every attempt; null = no receiver yet (the event waits, no attempt is spent). */
  url: () => string | null;
  /** Pauses between attempts; an event is tried `retryDelaysMs.length + 1` times in all. */
  retryDelaysMs: readonly number[];
  logger: DeliveryLogger;
  attemptTimeoutMs?: number;
}

interface QueuedEvent {
  id: string;
  type: string;
  payload: string;
}

const DEFAULT_ATTEMPT_TIMEOUT_MS = 10_000;

/**
 * Sends events to the webhook receiver the way Stripe does: a JSON POST signed in the
 * `Stripe-Signature` header (the SDK's own signing helper, so the receiver's real
 * `constructEvent` check runs), retried with back-off until a 2xx. Unlike Stripe, events go
 * strictly one at a time in the order they happened, which keeps local runs and tests
 * deterministic. Every timer is unref'd and `close()` stops everything at once.
 */
export class WebhookDelivery {
  private readonly queue: QueuedEvent[] = [];
  private readonly idleWaiters: (() => void)[] = [];
  private readonly stopping = new AbortController();
  private pumping = false;

  constructor(private readonly options: WebhookDeliveryOptions) {}

  enqueue(event: Stripe.Event): void {
    if (this.stopped()) return;
    // Stripe sends events pretty-printed; the signature covers these exact bytes.
    this.queue.push({ id: event.id, type: event.type, payload: JSON.stringify(event, null, 2) });
    if (!this.pumping) void this.pump();
  }

  /** Resolves once every queued event was answered 2xx or given up (or delivery was closed). */
  idle(): Promise<void> {
    if (!this.pumping || this.stopped()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  close(): void {
    this.stopping.abort();
    this.queue.length = 0;
    this.wakeIdleWaiters();
  }

  private async pump(): Promise<void> {
    this.pumping = true;
    try {
      for (let next = this.queue[0]; next; next = this.queue[0]) {
        await this.deliver(next);
        this.queue.shift();
      }
    } finally {
      this.pumping = false;
      this.wakeIdleWaiters();
    }
  }

  private async deliver(event: QueuedEvent): Promise<void> {
    const { retryDelaysMs, logger } = this.options;
    let announcedWait = false;
    for (let attempt = 0; attempt <= retryDelaysMs.length;) {
      if (this.stopped()) return;
      const url = this.receiverUrl();
      if (url === null) {
        if (!announcedWait) logger.info(`Webhook ${event.type} ${event.id} waits for a receiver`);
        announcedWait = true;
        await this.pause(retryDelaysMs[0] ?? 500);
        continue;
      }
      const problem = await this.attempt(url, event.payload);
      if (problem === null || this.stopped()) return;
      const delay = retryDelaysMs[attempt];
      attempt += 1;
      if (delay === undefined) break;
      logger.info(`Webhook ${event.type} ${event.id} to ${url} failed (${problem}); retrying`);
      await this.pause(delay);
    }
    logger.warn(
      `Webhook ${event.type} ${event.id} gave up after ${retryDelaysMs.length + 1} attempts`,
    );
  }

  // A method, not a property read: the compiler must not assume it unchanged across an await.
  private stopped(): boolean {
    return this.stopping.signal.aborted;
  }

  private receiverUrl(): string | null {
    try {
      return this.options.url();
    } catch (error) {
      this.options.logger.warn(`Webhook URL lookup failed: ${String(error)}`);
      return null;
    }
  }

  /** Null when the receiver answered 2xx, else what went wrong (for the log). */
  private async attempt(url: string, payload: string): Promise<string | null> {
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: this.options.secret,
    });
    try {
      const status = await postJson(url, payload, signature, {
        timeoutMs: this.options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS,
        signal: this.stopping.signal,
      });
      return status >= 200 && status < 300 ? null : `HTTP ${status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  /** An unref'd wait that `close()` cuts short. */
  private pause(ms: number): Promise<void> {
    const { signal } = this.stopping;
    return new Promise((resolve) => {
      if (signal.aborted) {
        resolve();
        return;
      }
      const done = (): void => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      signal.addEventListener('abort', done, { once: true });
    });
  }

  private wakeIdleWaiters(): void {
    for (const wake of this.idleWaiters.splice(0)) wake();
  }
}

/** One POST on a fresh connection (no pooled sockets left behind); resolves with the status. */
function postJson(
  url: string,
  payload: string,
  signature: string,
  limits: { timeoutMs: number; signal: AbortSignal },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = URL.parse(url);
    const send =
      target?.protocol === 'https:'
        ? httpsRequest
        : target?.protocol === 'http:'
          ? httpRequest
          : null;
    if (!target || !send) {
      reject(new Error(`not an http(s) URL: ${url}`));
      return;
    }
    const outgoing = send(
      target,
      {
        method: 'POST',
        agent: false,
        timeout: limits.timeoutMs,
        signal: limits.signal,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(payload),
          'Stripe-Signature': signature,
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          resolve(response.statusCode ?? 0);
        });
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
