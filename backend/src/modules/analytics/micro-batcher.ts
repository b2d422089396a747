export interface MicroBatcherOptions<T, R> {
  /** How long the first item of a batch waits for company before the batch goes (0: next tick). */
  lingerMs: number;
  /** A batch goes at once when it holds this many items. */
  maxBatchSize: number;
  /** Batches being flushed at the same time; items arriving meanwhile wait and go together. */
  maxConcurrentFlushes: number;
  /** Handles a batch; may answer one result per item, in order (each `add` resolves with its own). */
  flush: (items: T[]) => Promise<readonly R[] | undefined>;
}

interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Hands items over in batches. A batch goes when its first item has lingered `lingerMs` or when
 * it is full; while `maxConcurrentFlushes` batches are in flight, everything arriving waits and
 * goes together as soon as one ends (with one flush at a time, that is a group commit). `add`
 * settles with the flush that carried the item: resolved (with the item's result) when it
 * succeeded, rejected with its error when it failed.
 */
export class MicroBatcher<T, R = undefined> {
  private pending: Waiting<T, R>[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The oldest pending item has waited long enough (or a batch is full): send when allowed. */
  private due = false;
  private inFlight = 0;

  constructor(private readonly options: MicroBatcherOptions<T, R>) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (this.pending.length >= this.options.maxBatchSize) this.send();
      else
        this.timer ??= setTimeout(() => {
          this.send();
        }, this.options.lingerMs);
    });
  }

  private send(): void {
    this.due = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    while (this.pending.length > 0 && this.inFlight < this.options.maxConcurrentFlushes) {
      void this.flush(this.pending.splice(0, this.options.maxBatchSize));
    }
    if (this.pending.length === 0) this.due = false;
  }

  private async flush(batch: Waiting<T, R>[]): Promise<void> {
    this.inFlight += 1;
    try {
      const results = await this.options.flush(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, i) => {
        waiting.resolve(results?.[i] as R);
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      this.inFlight -= 1;
      if (this.due) this.send();
    }
  }
}
