import { randomUUID } from 'node:crypto';

import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { JobsOptions, Queue } from 'bullmq';

import { SessionRevocations } from '../../platform/auth/index.js';
import { AppError } from '../../platform/http/index.js';
import type { JobPayload } from '../../platform/queue/index.js';
import { RateLimiter } from '../../platform/rate-limit/index.js';
import { toAcceptedPlayEvent } from './accepted-play-event.js';
import { AlbumAccess } from '../access/index.js';
import type { TrackFacts } from '../catalogue/index.js';
import { ADDRESS_WINDOW_SECONDS, hitsByAddress, limitVerdicts } from './address-limit.js';
import { anonymousListener, ListenerSalt, signedInListener } from './anonymous-listener.js';
import { AnalyticsErrors } from './analytics.errors.js';
import { ANALYTICS_QUEUE, type AcceptedPlayEvent } from './analytics-queue.js';
import {
  duplicateKeyOf,
  type Judgement,
  judgePlay,
  type RefusalReason,
} from './domain/play-judgement.js';
import type { LogPlayDto } from './dto/log-play.dto.js';
import { IntakeMemory } from './intake-memory.js';
import { MicroBatcher } from './micro-batcher.js';
import { TrackFactsCache } from './track-facts-cache.js';
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
  /** The `User-Agent` header ('' without one): with the address, an anonymous listener. */
  userAgent: string;
}

interface Arrival {
  event: AcceptedPlayEvent;
  /** The session of the caller's verified token, checked against revocations with its batch. */
  sessionId: string | null;
  ip: string;
  userAgent: string;
}

/** Per arrival: queued (or accepted without being counted), rate-limited, or refused. */
type Verdict =
  | { kind: 'accepted' }
  | { kind: 'rate-limited'; waitSeconds: number }
  | { kind: 'refused'; reason: RefusalReason };

const REFUSALS: Record<RefusalReason, () => AppError> = {
  unknown_track: AnalyticsErrors.UNKNOWN_TRACK,
  artist_mismatch: AnalyticsErrors.ARTIST_MISMATCH,
};

/**
 * The accept path of play events: gives each event its id, time and listener, judges it against
 * the catalogue and what the intake remembers (ADR 0024), and answers once it is durably queued.
 * Events arriving within a few milliseconds form a batch that costs a few round trips in all
 * instead of a few per event: the rate limit, the revoked sessions and the listener salt in
 * Redis, the tracks the cache does not hold in PostgreSQL; then the Soundcheck grants (only for
 * locked albums), the intake's memory, and the queue.
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
    private readonly tracks: TrackFactsCache,
    private readonly access: AlbumAccess,
    private readonly salt: ListenerSalt,
    private readonly memory: IntakeMemory,
  ) {
    this.batcher = new MicroBatcher<Arrival, Verdict>({
      lingerMs: ACCEPT_LINGER_MS,
      maxBatchSize: ACCEPT_MAX_BATCH,
      maxConcurrentFlushes: ACCEPT_MAX_CONCURRENT_BATCHES,
      flush: (arrivals) => this.admit(arrivals),
    });
  }

  /**
   * Resolves with the event's id once it is in Redis (or accepted without being counted).
   * Throws ANALYTICS.RATE_LIMITED past the per-address limit, ANALYTICS.UNKNOWN_TRACK or
   * ANALYTICS.ARTIST_MISMATCH for what the catalogue does not have, ANALYTICS.UNAVAILABLE when
   * Redis or PostgreSQL did not answer.
   */
  async accept(input: LogPlayDto, caller: Caller): Promise<string> {
    const claims = caller.bearer === null ? null : await this.tokens.verify(caller.bearer);
    const event = toAcceptedPlayEvent(input, {
      id: randomUUID(),
      at: new Date(),
      userId: claims?.userId ?? null,
    });
    let verdict: Verdict;
    try {
      verdict = await this.batcher.add({
        event,
        sessionId: claims?.sessionId ?? null,
        ip: caller.ip,
        userAgent: caller.userAgent,
      });
    } catch {
      throw AnalyticsErrors.UNAVAILABLE();
    }
    if (verdict.kind === 'refused') throw REFUSALS[verdict.reason]();
    if (verdict.kind === 'rate-limited') {
      const { code, kind, message } = AnalyticsErrors.RATE_LIMITED();
      throw new AppError(code, kind, message, undefined, verdict.waitSeconds);
    }
    return event.id;
  }

  private async admit(arrivals: Arrival[]): Promise<Verdict[]> {
    try {
      const now = new Date();
      const ips = arrivals.map((arrival) => arrival.ip);
      const sessions = new Set(arrivals.flatMap((arrival) => arrival.sessionId ?? []));
      const [windows, revoked, facts, salt] = await Promise.all([
        this.limiter.hitMany(hitsByAddress(ips), ADDRESS_WINDOW_SECONDS),
        this.revocations.revokedAmong([...sessions]),
        this.tracks.factsOf(arrivals.map(({ event }) => event.track_id)),
        this.salt.of(now),
      ]);
      const limits = limitVerdicts(ips, windows);
      // Rate-limited arrivals are dropped first: a flood costs no hashing.
      const within = arrivals.flatMap(({ event, sessionId, ip, userAgent }, index) => {
        if (limits[index] !== null) return [];
        const userId = sessionId !== null && revoked.has(sessionId) ? null : event.userId;
        const listener =
          userId === null ? anonymousListener(salt, ip, userAgent) : signedInListener(userId);
        return [{ index, event: { ...event, userId }, listener }];
      });
      const judged = await this.judge(within, facts, now.getTime());
      const stored = judged.flatMap(({ judgement }) =>
        judgement.outcome === 'store' ? [judgement.event] : [],
      );
      // The tally never throws; it runs beside the enqueue rather than after it.
      await Promise.all([
        stored.length > 0 ? this.enqueue(stored) : undefined,
        this.memory.tally(judged.map(({ judgement }) => judgement)),
      ]);
      const verdicts: Verdict[] = limits.map((wait) =>
        wait === null ? { kind: 'accepted' } : { kind: 'rate-limited', waitSeconds: wait },
      );
      for (const { index, judgement } of judged) {
        if (judgement.outcome === 'refuse')
          verdicts[index] = { kind: 'refused', reason: judgement.reason };
      }
      return verdicts;
    } catch (error) {
      this.logger.error({ err: error, events: arrivals.length }, 'play events could not be queued');
      throw error;
    }
  }

  /**
   * Each arrival's judgement: the catalogue first (a hidden track exists only for its buyers:
   * their grants are asked only when the batch names one), then access and the intake's memory.
   */
  private async judge(
    arrivals: readonly { index: number; event: AcceptedPlayEvent; listener: string }[],
    facts: ReadonlyMap<string, TrackFacts>,
    nowMs: number,
  ): Promise<{ index: number; judgement: Judgement }[]> {
    const named = arrivals.filter(
      ({ event }) => facts.get(event.track_id)?.artistId === event.artist_id,
    );
    const buyers = await this.buyersAmong(named, facts);
    const known = named.filter(
      ({ event, index }) => facts.get(event.track_id)?.listed === true || buyers.has(index),
    );
    const [fullAccess, recollections] = await Promise.all([
      this.access.fullAccessAmong(
        known.map(({ event }) => {
          const track = facts.get(event.track_id);
          return {
            userId: event.userId,
            album: { id: track?.albumId ?? '', accessType: track?.accessType ?? 'free' },
          };
        }),
      ),
      this.memory.recall(
        known.map(({ event, listener }) => ({
          sessionId: event.session_id,
          listener,
          duplicateKey: duplicateKeyOf(event),
          isStart: event.event_type === 'play_start',
        })),
        nowMs,
      ),
    ]);
    const evidence = new Map(
      known.map(({ index, listener }, i) => [
        index,
        { listener, fullAccess: fullAccess[i] ?? false, ...recollections[i] },
      ]),
    );
    return arrivals.map(({ index, event, listener }) => {
      const seen = evidence.get(index);
      return {
        index,
        judgement: judgePlay(event, {
          facts: facts.get(event.track_id),
          listener,
          fullAccess: seen?.fullAccess ?? false,
          buyer: buyers.has(index),
          sessionFirstSeenMs: seen?.sessionFirstSeenMs ?? nowMs,
          duplicate: seen?.duplicate ?? false,
          startsThisMinute: seen?.startsThisMinute ?? { session: 0, listener: 0 },
        }),
      };
    });
  }

  /** The arrivals (by index) for hidden tracks whose signed-in listener holds a grant to the album. */
  private async buyersAmong(
    arrivals: readonly { index: number; event: AcceptedPlayEvent }[],
    facts: ReadonlyMap<string, TrackFacts>,
  ): Promise<Set<number>> {
    const hidden = arrivals.flatMap(({ index, event }) => {
      const track = facts.get(event.track_id);
      return track !== undefined && !track.listed && event.userId !== null
        ? [{ index, userId: event.userId, albumId: track.albumId }]
        : [];
    });
    if (hidden.length === 0) return new Set();
    const held = await this.access.grantsHeldAmong(hidden);
    return new Set(hidden.flatMap(({ index }, i) => (held[i] === true ? [index] : [])));
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
