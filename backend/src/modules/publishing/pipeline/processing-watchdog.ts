import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';

import { failureReason } from '../domain/processing-failure.js';
import { type QueuedJobState, watchdogVerdict } from '../domain/processing-watchdog.js';
import { MEDIA_PROCESSING_QUEUE } from '../jobs/media-processing-queue.js';
import { TrackMastersRepository } from '../track-masters.repository.js';
import { PipelineRepository } from './pipeline.repository.js';
import { PipelineSettings } from './pipeline-settings.js';
import { processJobId } from './processing-queue.js';

const KNOWN_STATES = new Set<QueuedJobState>([
  'waiting',
  'delayed',
  'prioritized',
  'waiting-children',
  'active',
  'completed',
  'failed',
]);

/**
 * `processing-watchdog` (docs/adr/0042), every few seconds to a minute: a track processing with
 * no heartbeat for PROCESSING_STALL_SECONDS is failed with a reason unless its job is still
 * queued — a worker that died, a job BullMQ gave up on, an enqueue that never happened. Each
 * failure re-checks the row under its lock, so a track that just made progress is left alone.
 */
@Injectable()
export class ProcessingWatchdog {
  private readonly logger = new Logger(ProcessingWatchdog.name);

  constructor(
    private readonly em: EntityManager,
    private readonly masters: TrackMastersRepository,
    private readonly rows: PipelineRepository,
    private readonly settings: PipelineSettings,
    @InjectQueue(MEDIA_PROCESSING_QUEUE) private readonly queue: Queue,
  ) {}

  async run(): Promise<{ stalled: number; failed: number }> {
    const stallS = this.settings.stallSeconds;
    const trackIds = await this.masters.stalled(this.em.fork(), stallS);
    let failed = 0;
    for (const trackId of trackIds) {
      const master = await this.masters.find(this.em.fork(), trackId);
      if (master === null) continue;
      const job = await this.queue.getJob(processJobId(trackId, master.attempts));
      const state = job ? await job.getState() : 'missing';
      const jobState: QueuedJobState = KNOWN_STATES.has(state as QueuedJobState)
        ? (state as QueuedJobState)
        : 'missing';
      const done = await this.em.fork().transactional(async (tx) => {
        const locked = await this.rows.lock(tx, trackId);
        if (locked?.state !== 'processing' || locked.attempts !== master.attempts) return false;
        const verdict = watchdogVerdict({
          silentS: locked.silentS ?? stallS,
          stallS,
          job: jobState,
          jobFailure: job?.failedReason,
        });
        if (verdict.kind === 'leave') return false;
        await this.masters.failed(tx, trackId, {
          reason: failureReason(verdict.failure),
          detail: `Watchdog: ${verdict.detail}`,
        });
        return true;
      });
      if (done) {
        failed += 1;
        this.logger.warn(`Track ${trackId} failed by the watchdog (job ${jobState})`);
      }
    }
    return { stalled: trackIds.length, failed };
  }
}
