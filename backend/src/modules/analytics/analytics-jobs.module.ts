import { Module } from '@nestjs/common';

import { QueueModule } from '../../platform/queue/index.js';
import { ANALYTICS_QUEUE } from './analytics-queue.js';
import { PlayEventWriter } from './jobs/play-event-writer.js';
import { PlayEventsProcessor } from './jobs/play-events.processor.js';
import { PlayEventsStore } from './jobs/play-events.store.js';

/** The worker side of analytics: writes accepted play events and their daily rollups. */
@Module({
  imports: [QueueModule.forFeature(ANALYTICS_QUEUE)],
  providers: [PlayEventsStore, PlayEventWriter, PlayEventsProcessor],
})
export class AnalyticsJobsModule {}
