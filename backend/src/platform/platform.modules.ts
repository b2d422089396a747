import { AuthPlatformModule } from './auth/index.js';
import { DatabaseModule } from './database/index.js';
import { MailModule } from './mail/index.js';
import { RateLimitModule } from './rate-limit/index.js';
import { RedisModule } from './redis/index.js';

/** Infrastructure both processes need (the API and the queue worker), besides config and logs. */
export const SHARED_PLATFORM_MODULES = [
  DatabaseModule,
  RedisModule,
  RateLimitModule,
  AuthPlatformModule,
  MailModule,
];
