import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';

import { AppConfig } from '../../config/index.js';
import { PlatformErrors, toEnvelope } from '../http/index.js';
import {
  type QueueFacts,
  type QueueProblem,
  queueProblems,
  QueueSnapshot,
} from '../metrics/index.js';
import { REDIS } from '../redis/index.js';
import { HealthReplyDto } from './health.dto.js';

const TIMEOUT_MS = 1500;

const within = async (probe: () => Promise<unknown>): Promise<'up' | 'down'> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error('timeout'));
    }, TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
};

@ApiTags('platform')
@Controller('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly queues: QueueSnapshot,
    private readonly config: AppConfig,
  ) {}

  /**
   * 200 when PostgreSQL and Redis both answer: `ok`, or `degraded` with the queues past
   * HEALTH_MAX_FAILED_JOBS or HEALTH_MAX_BACKLOG_SECONDS; 503 (error envelope + checks) otherwise.
   */
  @Get()
  @ApiOkResponse({ type: HealthReplyDto })
  @ApiServiceUnavailableResponse({ description: 'PostgreSQL or Redis is unreachable' })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReplyDto> {
    const [database, redis, degraded] = await Promise.all([
      within(() => this.em.getConnection().execute('SELECT 1')),
      within(() => this.redis.ping()),
      this.queueProblems(),
    ]);
    const checks = { database, redis };
    void reply.header('cache-control', 'no-store');
    if (database === 'up' && redis === 'up') {
      return degraded.length === 0
        ? { status: 'ok', checks }
        : { status: 'degraded', checks, degraded };
    }
    const envelope = toEnvelope(PlatformErrors.SERVICE_UNAVAILABLE());
    void reply.status(envelope.statusCode);
    return { ...envelope, status: 'error', checks };
  }

  /** Queues past their limits; none when the queues cannot be read in time (Redis is down). */
  private async queueProblems(): Promise<QueueProblem[]> {
    let facts: QueueFacts[] = [];
    const read = await within(async () => {
      facts = await this.queues.read();
    });
    if (read === 'down') return [];
    return queueProblems(facts, {
      maxFailedJobs: this.config.env.HEALTH_MAX_FAILED_JOBS,
      maxBacklogSeconds: this.config.env.HEALTH_MAX_BACKLOG_SECONDS,
    });
  }
}
