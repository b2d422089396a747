import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { REDIS } from '../../platform/redis/index.js';
import { DUPLICATE_WINDOW_SECONDS, type Judgement } from './domain/play-judgement.js';

/**
 * Per reason, events the intake accepted or refused without storing them (a Redis hash in the
 * deployment's key namespace, never reset): what the ops metrics read.
 */
export const NOT_STORED_PLAY_EVENTS_KEY = 'analytics:play-events:not-stored';

/** A page session is remembered this long after its first event. */
const SESSION_TTL_SECONDS = 2 * 24 * 60 * 60;
const RATE_WINDOW_SECONDS = 60;

export interface Recalled {
  /** An event of the session, its first one or an earlier one. */
  sessionId: string;
  listener: string;
  duplicateKey: string;
  isStart: boolean;
}

export interface Recollection {
  sessionFirstSeenMs: number;
  duplicate: boolean;
  startsThisMinute: { session: number; listener: number };
}

/**
 * What the intake remembers across requests, in Redis (shared by every API process, each key
 * expiring by itself): when each page session began, the events seen in the last
 * DUPLICATE_WINDOW_SECONDS, and play starts per session and listener in the current minute.
 * One pipeline per accept batch, in arrival order, so two events of one batch see each other.
 */
@Injectable()
export class IntakeMemory {
  private readonly logger = new Logger(IntakeMemory.name);

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Counts the judgements that stored nothing, by reason. Never throws: the events are queued. */
  async tally(judgements: readonly Judgement[]): Promise<void> {
    const counts = new Map<string, number>();
    for (const judgement of judgements) {
      if (judgement.outcome !== 'store') {
        counts.set(judgement.reason, (counts.get(judgement.reason) ?? 0) + 1);
      }
    }
    if (counts.size === 0) return;
    try {
      const pipeline = this.redis.pipeline();
      for (const [reason, count] of counts)
        pipeline.hincrby(NOT_STORED_PLAY_EVENTS_KEY, reason, count);
      await pipeline.exec();
    } catch (error) {
      this.logger.warn({ err: error }, 'not-stored play events were not counted');
    }
  }

  async recall(items: readonly Recalled[], nowMs: number): Promise<Recollection[]> {
    const minute = Math.floor(nowMs / (RATE_WINDOW_SECONDS * 1000));
    const pipeline = this.redis.pipeline();
    for (const item of items) {
      const sessionKey = `analytics:session:${item.sessionId}`;
      pipeline
        .set(sessionKey, String(nowMs), 'EX', SESSION_TTL_SECONDS, 'NX')
        .get(sessionKey)
        .set(`analytics:seen:${item.duplicateKey}`, '1', 'EX', DUPLICATE_WINDOW_SECONDS, 'NX');
      if (item.isStart) {
        for (const key of [
          `analytics:starts:s:${item.sessionId}:${minute}`,
          `analytics:starts:l:${item.listener}:${minute}`,
        ]) {
          pipeline.incr(key).expire(key, RATE_WINDOW_SECONDS * 2);
        }
      }
    }
    const results = (await pipeline.exec()) ?? [];
    let at = 0;
    const next = (): unknown => {
      const [error, value] = results[at++] ?? [new Error('missing reply'), null];
      if (error) throw error;
      return value;
    };
    return items.map((item) => {
      next();
      const firstSeen = Number(next());
      const duplicate = next() === null;
      let starts = { session: 0, listener: 0 };
      if (item.isStart) {
        const session = Number(next());
        next();
        const listener = Number(next());
        next();
        starts = { session, listener };
      }
      return {
        sessionFirstSeenMs: Number.isFinite(firstSeen) ? firstSeen : nowMs,
        duplicate,
        startsThisMinute: starts,
      };
    });
  }
}
