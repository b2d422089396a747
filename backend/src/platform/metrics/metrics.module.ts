import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';

import { JobOutcomeTally } from './job-outcome-tally.js';
import { MetricsRegistry } from './metrics-registry.js';
import { MetricsRoute } from './metrics.route.js';
import { QueueMetrics } from './queue-metrics.js';
import { QueueSnapshot } from './queue-snapshot.js';

/**
 * Prometheus metrics (docs/operations.md): the registry modules register their series with, the
 * queue series, the workers' job tally, and `GET /api/metrics` (served by the API only; the
 * worker process has no HTTP). The HTTP histogram is hooked in by `registerHttpMetrics`.
 */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [MetricsRegistry, QueueSnapshot, QueueMetrics, JobOutcomeTally, MetricsRoute],
  exports: [MetricsRegistry, QueueSnapshot],
})
export class MetricsModule {}
