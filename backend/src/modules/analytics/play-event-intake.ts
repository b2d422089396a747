import { randomUUID } from 'node:crypto';

import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { JobsOptions, Queue } from 'bullmq';

import { SessionRevocations } from '../../platform/auth/index.js';
import { AppError } from '../../platform/http/index.js';
import type { JobPayload } from '../../platform/queue/index.js';
import { RateLimiter } from '../../platform/rate-limit/index.js';
import { toAcceptedPlayEvent } from './accepted-play-event.js';
import { ADDRESS_WINDOW_SECONDS, hitsByAddress, limitVerdicts } from './address-limit.js';
import { AnalyticsErrors } from './analytics.errors.js';
import { ANALYTICS_QUEUE, type AcceptedPlayEvent } from './analytics-queue.js';
import type { LogPlayDto } from './dto/log-play.dto.js';
import { MicroBatcher } from './micro-batcher.js';
import { VerifiedTokenCache } from './verified-token-cache.js';

/** Events arriving within this long share one job (~12 at 3,000/s); a reply waits at most this more. */
export const ACCEPT_LINGER_MS = 4;
export const ACCEPT_MAX_BATCH = 200;
const ACCEPT_MAX_CONCURRENT_BATCHES = 8;
/** BullMQ's connection waits for Redis to come back instead of failing; a waiting reply does not. */
export const ENQUEUE_TIMEOUT_MS = 3000;
/** A job that used up its retries is kept for a re-drive, however many there are (ADR 0013). */
const JOB_OPTIONS: JobsOptions = { removeOnFail: false };

export interface Caller {
  /** The `Authorization: Bearer` token as sent, if any. */
  bearer: string | null;
  ip: string;
}

interface Arrival {
  event: AcceptedPlayEvent;
  /** The session of the caller's verified token, checked against revocations with its batch. */
  sessionId: string | null;
  ip: string;
}

/** Per arrival: null once queued, else the seconds its address must wait (rate-limited). */
type Verdict = number | null;

/**
 * The accept path of play events: gives each event its id, time and listener, and answers once
 * it is durably queued. Events arriving within a few milliseconds form a batch that costs three
 * Redis round trips in all instead of three per event: one counting its addresses against the
 * rate limit, one looking up its token sessions among the revoked (as OptionalBearerGuard does
 * per request: a revoked, expired or forged token counts as anonymous), one queueing the job.
 */
@Injectable()
export class PlayEventIntake {
  private readonly logger = new Logger(PlayEventIntake.name);
  private readonly batcher: MicroBatcher<Arrival, Verdict>;

  constructor(
    @InjectQueue(ANALYTICS_QUEUE) private readonly queue: Queue,
    private readonly limiter: RateLimiter,
    private readonly tokens: VerifiedTokenCache,
    private readonly revocations: SessionRevocations,
  ) {
    this.batcher = new MicroBatcher<Arrival, Verdict>({
      lingerMs: ACCEPT_LINGER_MS,
      maxBatchSize: ACCEPT_MAX_BATCH,
      maxConcurrentFlushes: ACCEPT_MAX_CONCURRENT_BATCHES,
      flush: (arrivals) => this.admit(arrivals),
    });
  }

  /**
   * Resolves with the event's id once it is in Redis. Throws ANALYTICS.RATE_LIMITED past the
   * per-address limit, ANALYTICS.UNAVAILABLE when Redis did not take it.
   */
  async accept(input: LogPlayDto, caller: Caller): Promise<string> {
    const claims = caller.bearer === null ? null : await this.tokens.verify(caller.bearer);
    const event = toAcceptedPlayEvent(input, {
      id: randomUUID(),
      at: new Date(),
      userId: claims?.userId ?? null,
    });
    let waitSeconds: Verdict;
    try {
      waitSeconds = await this.batcher.add({
        event,
        sessionId: claims?.sessionId ?? null,
        ip: caller.ip,
      });
    } catch {
      throw AnalyticsErrors.UNAVAILABLE();
    }
    if (waitSeconds !== null) {
      const { code, kind, message } = AnalyticsErrors.RATE_LIMITED();
      throw new AppError(code, kind, message, undefined, waitSeconds);
    }
    return event.id;
  }

  private async admit(arrivals: Arrival[]): Promise<Verdict[]> {
    try {
      const ips = arrivals.map((arrival) => arrival.ip);
      const sessions = new Set(arrivals.flatMap((arrival) => arrival.sessionId ?? []));
      const [windows, revoked] = await Promise.all([
        this.limiter.hitMany(hitsByAddress(ips), ADDRESS_WINDOW_SECONDS),
        this.revocations.revokedAmong([...sessions]),
      ]);
      const verdicts = limitVerdicts(ips, windows);
      const admitted = arrivals
        .filter((_, i) => verdicts[i] === null)
        .map(({ event, sessionId }) =>
          sessionId !== null && revoked.has(sessionId) ? { ...event, userId: null } : event,
        );
      if (admitted.length > 0) await this.enqueue(admitted);
      return verdicts;
    } catch (error) {
      this.logger.error({ err: error, events: arrivals.length }, 'play events could not be queued');
      throw error;
    }
  }

  private async enqueue(events: AcceptedPlayEvent[]): Promise<void> {
    const payload: JobPayload<'analytics', 'play-events'> = { events };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`Redis did not take the job within ${ENQUEUE_TIMEOUT_MS} ms`));
      }, ENQUEUE_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.queue.add('play-events', payload, JOB_OPTIONS), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
