import { createHmac, randomBytes } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { REDIS } from '../../platform/redis/index.js';

/** A day's salt outlives its day a little, for API processes whose clocks differ by seconds. */
const SALT_TTL_SECONDS = 2 * 24 * 60 * 60;
const saltKey = (day: string): string => `analytics:listener-salt:${day}`;
const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * An anonymous listener: the client's address and browser, hashed with a salt that changes every
 * UTC day. The same visitor is one listener all day however many page sessions it opens, and
 * neither the address nor a stable identifier is ever stored (ADR 0024).
 */
export const anonymousListener = (salt: string, ip: string, userAgent: string): string =>
  `a:${createHmac('sha256', salt).update(`${ip}\n${userAgent}`).digest('hex').slice(0, 32)}`;

export const signedInListener = (userId: string): string => `u:${userId}`;

/** The day's salt, shared by every API process through Redis; random, never derived. */
@Injectable()
export class ListenerSalt {
  private current: { day: string; salt: string } | null = null;

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async of(at: Date): Promise<string> {
    const day = utcDay(at);
    if (this.current?.day === day) return this.current.salt;
    const results = await this.redis
      .multi()
      .set(saltKey(day), randomBytes(32).toString('hex'), 'EX', SALT_TTL_SECONDS, 'NX')
      .get(saltKey(day))
      .exec();
    const salt = results?.[1]?.[1];
    if (typeof salt !== 'string') throw new Error('The listener salt could not be read');
    this.current = { day, salt };
    return salt;
  }
}
