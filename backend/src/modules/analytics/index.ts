export { AnalyticsJobsModule } from './analytics-jobs.module.js';
export { type AcceptedPlayEvent, ANALYTICS_QUEUE } from './analytics-queue.js';
export { ANALYTICS_DATABASE } from './analytics.database.js';
export { AnalyticsModule } from './analytics.module.js';
export { redriveFailedPlayEvents } from './jobs/redrive-failed-play-events.js';
// For the demo catalogue tool (through src/public/tools.ts): demo and bench plays go through the
// worker's own statements.
export { INSERT_PLAY_EVENTS, playEventParameters } from './jobs/play-events-sql.js';
export { RECOMPUTE_PLAY_METRICS } from './jobs/play-metrics-sql.js';
