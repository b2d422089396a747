import { Logger } from '@nestjs/common';

import type { ProcessingStep } from '../domain/track-state.js';

/** Where each step's share of the bar begins (encoding runs from 5 % to 90 %). */
const STEP_START: Record<Exclude<ProcessingStep, 'queued'>, number> = {
  probing: 0,
  encoding: 5,
  storing: 90,
};
const ENCODING_SHARE = 85;
/** Progress is written at most this often (it is also the heartbeat the watchdog reads). */
const WRITE_EVERY_MS = 2000;

/**
 * A job's progress, as the studio shows it (step and percentage) and the watchdog reads it
 * (the heartbeat): written at each step, and while encoding whenever ffmpeg's output advanced,
 * at most every two seconds. Only real progress is written — a hung step writes nothing, so the
 * watchdog sees it stall. A failed write is logged, never fatal (the next one may pass).
 */
export class ProcessingProgress {
  private readonly logger = new Logger(ProcessingProgress.name);
  private lastWriteAt = 0;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly write: (step: ProcessingStep, percent: number) => Promise<void>) {}

  /** A step begins (written at once). */
  async step(step: Exclude<ProcessingStep, 'queued'>): Promise<void> {
    await this.save(step, STEP_START[step]);
  }

  /** ffmpeg wrote `outSeconds` of `totalSeconds` (unknown total: the bar waits at the start). */
  encoded(outSeconds: number, totalSeconds: number | null): void {
    if (Date.now() - this.lastWriteAt < WRITE_EVERY_MS) return;
    const fraction = totalSeconds ? Math.min(0.99, outSeconds / totalSeconds) : 0;
    void this.save('encoding', STEP_START.encoding + ENCODING_SHARE * fraction);
  }

  /** Waits for the writes in flight (before the job's own last write). */
  async settled(): Promise<void> {
    await this.writing;
  }

  private save(step: ProcessingStep, percent: number): Promise<void> {
    this.lastWriteAt = Date.now();
    this.writing = this.writing
      .then(() => this.write(step, percent))
      .catch((error: unknown) => {
        this.logger.warn({ err: error }, 'could not store processing progress');
      });
    return this.writing;
  }
}
