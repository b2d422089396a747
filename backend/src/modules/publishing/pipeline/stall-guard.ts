import { PipelineFailure } from './pipeline-failure.js';

/**
 * Fails a job that reported no progress for `limitMs` in any step (a storage call that never
 * returns, say), so it frees its worker slot with a reason instead of holding it while BullMQ
 * keeps its lock alive. ffmpeg's own hang is caught sooner, by its no-progress kill.
 */
export class StallGuard {
  private lastProgressAt = Date.now();
  private readonly timer: NodeJS.Timeout;
  private trip: (error: PipelineFailure) => void = () => undefined;
  readonly tripped: Promise<never>;

  constructor(private readonly limitMs: number) {
    this.tripped = new Promise<never>((_resolve, reject) => {
      this.trip = reject;
    });
    // Never unhandled: only the job's race listens to it.
    this.tripped.catch(() => undefined);
    this.timer = setInterval(
      () => {
        const silentMs = Date.now() - this.lastProgressAt;
        if (silentMs < this.limitMs) return;
        this.trip(
          new PipelineFailure(
            { kind: 'stalled', silentS: silentMs / 1000 },
            `No progress in any step for ${Math.round(silentMs / 1000)} s (limit ${Math.round(this.limitMs / 1000)} s).`,
          ),
        );
        clearInterval(this.timer);
      },
      Math.min(1000, limitMs),
    );
    this.timer.unref();
  }

  touch(): void {
    this.lastProgressAt = Date.now();
  }

  /** Runs `work` until it ends or the guard trips, whichever comes first. */
  async guard<T>(work: Promise<T>): Promise<T> {
    work.catch(() => undefined);
    return Promise.race([work, this.tripped]);
  }

  dispose(): void {
    clearInterval(this.timer);
  }
}
