import { Processor } from '@nestjs/bullmq';
import type { BeforeApplicationShutdown } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';

import {
  type JobHandlers,
  type JobPayload,
  TypedProcessor,
} from '../../../platform/queue/index.js';
import { ANALYTICS_QUEUE } from '../analytics-queue.js';
import { sqlStateOf } from './rejected-play-events.js';
import { PlayEventWriter } from './play-event-writer.js';
import { PlayMetricsRollup } from './play-metrics.rollup.js';

type PlayEventsJob = JobPayload<'analytics', 'play-events'>;

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
  constructor(
    private readonly writer: PlayEventWriter,
    private readonly rollup: PlayMetricsRollup,
  ) {
    super();
  }

  protected readonly handlers: JobHandlers<'analytics'> = {
    'play-events': (payload, job) => this.writePlayEvents(payload, job),
    'rollup-plays': async () => ({ pairs: await this.rollup.run() }),
  };

  /**
   * The job's good events are stored even when some are refused; the job then keeps only the
   * refused ones and fails at once (their data will not change by retrying): the failed set holds
   * exactly what was not stored, for inspection or `npm run analytics:redrive`.
   */
  private async writePlayEvents({ events }: PlayEventsJob, job: Job<PlayEventsJob>): Promise<void> {
    if (!Array.isArray(events)) throw new UnrecoverableError('A play-events job without events');
    const refused = await this.writer.write(events);
    if (refused.length === 0) return;
    await job.updateData({ events: refused.map(({ item }) => item) });
    const codes = [...new Set(refused.map(({ error }) => sqlStateOf(error) ?? 'no SQLSTATE'))];
    throw new UnrecoverableError(
      `PostgreSQL refused ${refused.length} of ${events.length} play events (${codes.join(', ')}); the others are stored`,
    );
  }

  /**
   * Stops taking jobs and waits for the active ones to commit before the database pool closes
   * (Nest closes workers and pools together in onApplicationShutdown, in no fixed order).
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.close();
  }
}
