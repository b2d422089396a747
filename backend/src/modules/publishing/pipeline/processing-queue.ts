import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { JobsOptions, Queue } from 'bullmq';

import type { JobName } from '../../../platform/queue/index.js';
import { MEDIA_PROCESSING_QUEUE } from '../jobs/media-processing-queue.js';
import { TrackMastersRepository } from '../track-masters.repository.js';

/**
 * The job id of a track's processing attempt: one job per attempt (`track_masters.attempts`,
 * raised by `masterArrived` and `reprocessing`), so a repeated enqueue of the same attempt —
 * a finish delivered twice, a retried request — never processes twice. Three `:`-separated
 * parts, the one shape BullMQ accepts with colons.
 */
export const processJobId = (trackId: string, attempt: number): string =>
  `process:${trackId}:${attempt}`;

/** The attempt a process-master job id names; null for an id of another shape. */
export function attemptOfJobId(jobId: string | undefined): number | null {
  const attempt = Number(jobId?.split(':')[2]);
  return Number.isInteger(attempt) ? attempt : null;
}

/**
 * A re-cut's job id names the preview start it cuts at: a second request for the same start
 * while one is queued or running is the same job; another start is another job (the outdated
 * one notices and steps aside). Removed when done, so the same start may be asked for again.
 */
const recutJobId = (trackId: string, startS: number | null): string =>
  `recut:${trackId}:${startS === null ? 'default' : String(startS)}`;

/** Transient trouble (a database or storage hiccup) is retried; the file's own faults are not. */
const PROCESS_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 10_000 },
};
const RECUT_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 10_000 },
  removeOnComplete: true,
  removeOnFail: true,
};

/**
 * How uploads and the studio hand work to the pipeline (docs/adr/0042). Call after the commit
 * that made the track `processing` (`masterArrived`, `reprocessing`) or changed its preview
 * start: a job that ran first would find nothing to do. Should the enqueue itself fail, the
 * watchdog fails the track with a reason, and retry works.
 */
@Injectable()
export class ProcessingQueue {
  constructor(
    @InjectQueue(MEDIA_PROCESSING_QUEUE) private readonly queue: Queue,
    private readonly em: EntityManager,
    private readonly masters: TrackMastersRepository,
  ) {}

  /**
   * Processes the track's stored master: renditions, preview, loudness, peaks, facts, tags.
   * `attempt`: the track's `attempts` after the change (read from the database when omitted).
   */
  async processMaster(trackId: string, attempt?: number): Promise<void> {
    const current = attempt ?? (await this.masters.find(this.em.fork(), trackId))?.attempts;
    if (current === undefined) return;
    const name: JobName<'media-processing'> = 'process-master';
    await this.queue.add(
      name,
      { trackId },
      { ...PROCESS_OPTIONS, jobId: processJobId(trackId, current) },
    );
  }

  /** Cuts only the preview again, at the track's current preview start (a ready track). */
  async recutPreview(trackId: string): Promise<void> {
    const master = await this.masters.find(this.em.fork(), trackId);
    if (master === null) return;
    const name: JobName<'media-processing'> = 'recut-preview';
    await this.queue.add(
      name,
      { trackId },
      { ...RECUT_OPTIONS, jobId: recutJobId(trackId, master.previewStartSeconds) },
    );
  }
}
