import { AuditModule } from './audit/index.js';
import { AuthPlatformModule } from './auth/index.js';
import { MailModule } from './mail/index.js';
import { MetricsModule } from './metrics/index.js';
import { RateLimitModule } from './rate-limit/index.js';
import { RedisModule } from './redis/index.js';

/**
 * Infrastructure both processes need (the API and the queue worker), besides config, logs and
 * DatabaseModule.forRoot(), which takes the modules' facts from the composition root.
 */
export const SHARED_PLATFORM_MODULES = [
  RedisModule,
  RateLimitModule,
  AuthPlatformModule,
  AuditModule,
  MailModule,
  MetricsModule,
];
