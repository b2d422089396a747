import { Injectable } from '@nestjs/common';

import { MetricsRegistry } from './metrics-registry.js';
import { QueueSnapshot } from './queue-snapshot.js';

/**
 * The queue series, read at scrape time for every queue the app registered. They describe the
 * whole deployment (Redis), so every API process reports the same values: aggregate with max().
 */
@Injectable()
export class QueueMetrics {
  constructor(metrics: MetricsRegistry, snapshot: QueueSnapshot) {
    // The three series share one read of the queues per scrape (QueueSnapshot).
    metrics.gauge({
      name: 'encore_queue_jobs',
      help: 'Jobs per queue and state (waiting, active, delayed, failed, completed) now in Redis',
      labelNames: ['queue', 'state'],
      async collect() {
        this.reset();
        for (const fact of await snapshot.read()) {
          for (const [state, count] of Object.entries(fact.counts))
            this.set({ queue: fact.queue, state }, count);
        }
      },
    });
    metrics.gauge({
      name: 'encore_queue_oldest_waiting_job_age_seconds',
      help: 'Seconds since the oldest waiting job of each queue was added (0 when none waits)',
      labelNames: ['queue'],
      async collect() {
        this.reset();
        for (const fact of await snapshot.read())
          this.set({ queue: fact.queue }, fact.oldestWaitingSeconds);
      },
    });
    metrics.counter({
      name: 'encore_queue_job_outcomes_total',
      help: 'Jobs completed and attempts failed per queue, by every worker process since Redis began counting',
      labelNames: ['queue', 'outcome'],
      async collect() {
        this.reset();
        for (const fact of await snapshot.read()) {
          for (const [outcome, count] of Object.entries(fact.outcomes))
            this.inc({ queue: fact.queue, outcome }, count);
        }
      },
    });
  }
}
