import { Module } from '@nestjs/common';

import { QueueModule } from '../../platform/queue/index.js';
import { ANALYTICS_QUEUE } from './analytics-queue.js';
import { PlayEventWriter } from './jobs/play-event-writer.js';
import { PlayEventsProcessor } from './jobs/play-events.processor.js';
import { PlayEventsStore } from './jobs/play-events.store.js';
import { PlayMetricsRollup } from './jobs/play-metrics.rollup.js';
import { RejectedPlayEvents } from './jobs/rejected-play-events.js';

/**
 * The worker side of analytics: writes accepted play events and their daily rollups; counts the
 * events PostgreSQL refuses; recomputes the per-track daily metrics the dashboards read.
 */
@Module({
  imports: [QueueModule.forFeature(ANALYTICS_QUEUE)],
  providers: [
    PlayEventsStore,
    RejectedPlayEvents,
    PlayEventWriter,
    PlayEventsProcessor,
    PlayMetricsRollup,
  ],
})
export class AnalyticsJobsModule {}
