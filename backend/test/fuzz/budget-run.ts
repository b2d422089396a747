/** Which part of a budgeted run a request came from. */
export type Phase = 'floor' | 'extra';

/** Takes one item from each source in turn, until all are spent (or forever, if one is endless). */
export function* roundRobin<T>(sources: Iterable<T>[]): Generator<T> {
  let live = sources.map((source) => source[Symbol.iterator]());
  while (live.length > 0) {
    const next: Iterator<T>[] = [];
    for (const iterator of live) {
      const step = iterator.next();
      if (step.done) continue;
      yield step.value;
      next.push(iterator);
    }
    live = next;
  }
}

/** One source after the other. */
export function* chain<T>(...sources: Iterable<T>[]): Generator<T> {
  for (const source of sources) yield* source;
}

export interface BudgetOptions {
  /** Extras are taken until this long after the start; the floor is sent whatever it takes. */
  budgetMs: number;
  concurrency: number;
}

/**
 * Sends every floor item, then extras while the budget lasts, `concurrency` at a time. The budget
 * only decides how many extras there are — nothing here is asserted on time, so a busy machine
 * sends fewer, never fails. `settled` resolves once every request in flight has been answered;
 * `stop()` takes no new ones (a test that ran out of time stops it before closing the app).
 */
export class BudgetedRun<T> {
  readonly settled: Promise<void>;
  readonly sent: Record<Phase, number> = { floor: 0, extra: 0 };
  private stopped = false;

  constructor(
    floor: Iterable<T>,
    extras: Iterator<T>,
    options: BudgetOptions,
    work: (item: T, phase: Phase, index: number) => Promise<void>,
  ) {
    const floorItems = floor[Symbol.iterator]();
    const deadline = performance.now() + options.budgetMs;
    let index = 0;
    const take = (): { item: T; phase: Phase } | undefined => {
      if (this.stopped) return undefined;
      const fromFloor = floorItems.next();
      if (!fromFloor.done) return { item: fromFloor.value, phase: 'floor' };
      if (performance.now() >= deadline) return undefined;
      const extra = extras.next();
      return extra.done ? undefined : { item: extra.value, phase: 'extra' };
    };
    const lane = async (): Promise<void> => {
      for (let next = take(); next; next = take()) {
        this.sent[next.phase]++;
        await work(next.item, next.phase, index++);
      }
    };
    // allSettled: one lane's failure must not report the run over while the others still send.
    this.settled = Promise.allSettled(Array.from({ length: options.concurrency }, lane)).then(
      (lanes) => {
        const failed = lanes.find((result) => result.status === 'rejected');
        if (failed) throw failed.reason;
      },
    );
  }

  stop(): void {
    this.stopped = true;
  }
}
