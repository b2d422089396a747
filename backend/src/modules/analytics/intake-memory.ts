import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { defineRedisScript, REDIS, type RedisScript } from '../../platform/redis/index.js';
import { DUPLICATE_WINDOW_SECONDS, type Judgement } from './domain/play-judgement.js';
import { IntakeMetrics, NOT_STORED_PLAY_EVENTS_KEY } from './intake-metrics.js';

export { NOT_STORED_PLAY_EVENTS_KEY };

/** A page session is remembered this long after its first event. */
const SESSION_TTL_SECONDS = 2 * 24 * 60 * 60;
const RATE_WINDOW_SECONDS = 60;
const KEYS_PER_ITEM = 4;
const REPLIES_PER_ITEM = 4;

/**
 * Per item, in order (KEYS: its session, its duplicate key, its session's and its listener's
 * starts this minute; ARGV[4 + i]: '1' for a play start): when the session was first seen
 * (SET NX GET, Redis 7: this event's time for a new session), 1 when the event was seen within
 * the duplicate window, and for a start the session's and the listener's starts this minute.
 * ARGV[1..4]: now (ms), the session, duplicate and start-counter lifetimes (s).
 */
const RECALL_LUA = `
local now, sessionTtl, duplicateTtl, startsTtl = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
local replies = {}
for i = 1, #KEYS / ${KEYS_PER_ITEM} do
  local k = (i - 1) * ${KEYS_PER_ITEM}
  local firstSeen = redis.call('SET', KEYS[k + 1], now, 'EX', sessionTtl, 'NX', 'GET')
  local fresh = redis.call('SET', KEYS[k + 2], '1', 'EX', duplicateTtl, 'NX')
  local sessionStarts, listenerStarts = 0, 0
  if ARGV[4 + i] == '1' then
    sessionStarts = redis.call('INCR', KEYS[k + 3])
    redis.call('EXPIRE', KEYS[k + 3], startsTtl)
    listenerStarts = redis.call('INCR', KEYS[k + 4])
    redis.call('EXPIRE', KEYS[k + 4], startsTtl)
  end
  replies[#replies + 1] = firstSeen or now
  replies[#replies + 1] = fresh and 0 or 1
  replies[#replies + 1] = sessionStarts
  replies[#replies + 1] = listenerStarts
end
return replies`;

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
 * One script call per accept batch, in arrival order, so two events of one batch see each other.
 */
@Injectable()
export class IntakeMemory {
  private readonly logger = new Logger(IntakeMemory.name);
  private readonly recallScript: RedisScript;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly metrics: IntakeMetrics,
  ) {
    this.recallScript = defineRedisScript(redis, 'encoreIntakeRecall', RECALL_LUA);
  }

  /**
   * Counts the judgements that stored nothing, by reason (and those that store, in this process's
   * metrics). Never throws: the events are queued.
   */
  async tally(judgements: readonly Judgement[]): Promise<void> {
    const counts = new Map<string, number>();
    let stored = 0;
    for (const judgement of judgements) {
      if (judgement.outcome === 'store') stored += 1;
      else counts.set(judgement.reason, (counts.get(judgement.reason) ?? 0) + 1);
    }
    this.metrics.stored(stored);
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
    if (items.length === 0) return [];
    const minute = Math.floor(nowMs / (RATE_WINDOW_SECONDS * 1000));
    const keys = items.flatMap((item) => [
      `analytics:session:${item.sessionId}`,
      `analytics:seen:${item.duplicateKey}`,
      `analytics:starts:s:${item.sessionId}:${minute}`,
      `analytics:starts:l:${item.listener}:${minute}`,
    ]);
    const replies = await this.recallScript(keys, [
      nowMs,
      SESSION_TTL_SECONDS,
      DUPLICATE_WINDOW_SECONDS,
      RATE_WINDOW_SECONDS * 2,
      ...items.map((item) => (item.isStart ? '1' : '0')),
    ]);
    if (!Array.isArray(replies) || replies.length !== items.length * REPLIES_PER_ITEM) {
      throw new Error('The intake memory answered an unexpected reply');
    }
    return items.map((_, i) => {
      const [firstSeen, duplicate, session, listener] = replies
        .slice(i * REPLIES_PER_ITEM, (i + 1) * REPLIES_PER_ITEM)
        .map(Number);
      return {
        sessionFirstSeenMs: Number.isFinite(firstSeen) ? (firstSeen as number) : nowMs,
        duplicate: duplicate === 1,
        startsThisMinute: { session: session ?? 0, listener: listener ?? 0 },
      };
    });
  }
}
