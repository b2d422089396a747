import { Processor } from '@nestjs/bullmq';
import type { BeforeApplicationShutdown } from '@nestjs/common';

import { type JobHandlers, TypedProcessor } from '../../../platform/queue/index.js';
import { ANALYTICS_QUEUE } from '../analytics-queue.js';
import { PlayEventWriter } from './play-event-writer.js';

/** Jobs handled at once: all of them feed the writer's next group commit. */
export const PLAY_EVENT_JOBS_AT_ONCE = 32;

/**
 * Short locks, so a job of a killed worker is handed to another within ~15 s (its lock expires
 * after 10 s; stalled jobs are looked for every 5 s). A job may stall a few times (crash loops,
 * deploys) before BullMQ gives up on it.
 */
@Processor(
  { name: ANALYTICS_QUEUE },
  {
    concurrency: PLAY_EVENT_JOBS_AT_ONCE,
    lockDuration: 10_000,
    stalledInterval: 5_000,
    maxStalledCount: 5,
  },
)
export class PlayEventsProcessor
  extends TypedProcessor<'analytics'>
  implements BeforeApplicationShutdown
{
  constructor(private readonly writer: PlayEventWriter) {
    super();
  }

  protected readonly handlers: JobHandlers<'analytics'> = {
    'play-events': ({ events }) => this.writer.write(events),
  };

  /**
   * Stops taking jobs and waits for the active ones to commit before the database pool closes
   * (Nest closes workers and pools together in onApplicationShutdown, in no fixed order).
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.close();
  }
}
