import { Module } from '@nestjs/common';

import { QueueModule } from '../../platform/queue/index.js';
import { AccessModule } from '../access/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { ANALYTICS_QUEUE } from './analytics-queue.js';
import { AnalyticsController } from './analytics.controller.js';
import { ListenerSalt } from './anonymous-listener.js';
import { IntakeMemory } from './intake-memory.js';
import { PlayEventIntake } from './play-event-intake.js';
import { TrackFactsCache } from './track-facts-cache.js';
import { VerifiedTokenCache } from './verified-token-cache.js';

/** Play analytics: `POST /api/analytics/log-play` accepts events into the `analytics` queue. */
@Module({
  imports: [QueueModule.forFeature(ANALYTICS_QUEUE), AccessModule, CatalogueModule],
  controllers: [AnalyticsController],
  providers: [PlayEventIntake, VerifiedTokenCache, TrackFactsCache, ListenerSalt, IntakeMemory],
})
export class AnalyticsModule {}
