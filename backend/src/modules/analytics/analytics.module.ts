import { Module } from '@nestjs/common';

import { QueueModule } from '../../platform/queue/index.js';
import { AccessModule } from '../access/index.js';
import { AdminGuard } from '../admin/index.js';
import { SecondFactorModule } from '../auth/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { PaymentsModule } from '../payments/index.js';
import { UsersModule } from '../users/index.js';
import { ANALYTICS_QUEUE } from './analytics-queue.js';
import { AnalyticsController } from './analytics.controller.js';
import { ListenerSalt } from './anonymous-listener.js';
import { IntakeMemory } from './intake-memory.js';
import { IntakeMetrics } from './intake-metrics.js';
import { PlayEventIntake } from './play-event-intake.js';
import { ArtistAnalyticsController } from './read/artist-analytics.controller.js';
import { ArtistAnalyticsService } from './read/artist-analytics.service.js';
import { ArtistMetricsRepository } from './read/artist-metrics.repository.js';
import { PeriodListeners } from './read/period-listeners.js';
import { TrackFactsCache } from './track-facts-cache.js';
import { VerifiedTokenCache } from './verified-token-cache.js';

/**
 * Play analytics: `POST /api/analytics/log-play` accepts events into the `analytics` queue;
 * `GET /api/artist/analytics…` serves the artist dashboard's figures from the rollups.
 */
@Module({
  imports: [
    QueueModule.forFeature(ANALYTICS_QUEUE),
    AccessModule,
    CatalogueModule,
    PaymentsModule,
    SecondFactorModule,
    UsersModule,
  ],
  controllers: [AnalyticsController, ArtistAnalyticsController],
  providers: [
    AdminGuard,
    PlayEventIntake,
    VerifiedTokenCache,
    TrackFactsCache,
    ListenerSalt,
    IntakeMemory,
    IntakeMetrics,
    ArtistMetricsRepository,
    PeriodListeners,
    ArtistAnalyticsService,
  ],
})
export class AnalyticsModule {}
