import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';

import { PlatformErrors, toEnvelope } from '../http/index.js';
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
  ) {}

  /** 200 when PostgreSQL and Redis both answer; 503 (error envelope + checks) otherwise. */
  @Get()
  @ApiOkResponse({ type: HealthReplyDto })
  @ApiServiceUnavailableResponse({ description: 'PostgreSQL or Redis is unreachable' })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReplyDto> {
    const [database, redis] = await Promise.all([
      within(() => this.em.getConnection().execute('SELECT 1')),
      within(() => this.redis.ping()),
    ]);
    const checks = { database, redis };
    void reply.header('cache-control', 'no-store');
    if (database === 'up' && redis === 'up') return { status: 'ok', checks };
    const envelope = toEnvelope(PlatformErrors.SERVICE_UNAVAILABLE());
    void reply.status(envelope.statusCode);
    return { ...envelope, status: 'error', checks };
  }
}
