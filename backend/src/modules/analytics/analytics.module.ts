import { Module } from '@nestjs/common';

import { QueueModule } from '../../platform/queue/index.js';
import { ANALYTICS_QUEUE } from './analytics-queue.js';
import { AnalyticsController } from './analytics.controller.js';
import { PlayEventIntake } from './play-event-intake.js';
import { VerifiedTokenCache } from './verified-token-cache.js';

/** Play analytics: `POST /api/analytics/log-play` accepts events into the `analytics` queue. */
@Module({
  imports: [QueueModule.forFeature(ANALYTICS_QUEUE)],
  controllers: [AnalyticsController],
  providers: [PlayEventIntake, VerifiedTokenCache],
})
export class AnalyticsModule {}
