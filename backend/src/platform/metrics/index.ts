export { registerHttpMetrics } from './http-metrics.js';
export { MetricsModule } from './metrics.module.js';
export { MetricsRegistry } from './metrics-registry.js';
export { METRICS_PATH } from './metrics.route.js';
export { type QueueLimits, type QueueProblem, queueProblems } from './queue-health.js';
export { type QueueFacts, QueueSnapshot } from './queue-snapshot.js';
