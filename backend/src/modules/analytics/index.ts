export { AnalyticsJobsModule } from './analytics-jobs.module.js';
export { type AcceptedPlayEvent, ANALYTICS_QUEUE } from './analytics-queue.js';
export { ANALYTICS_DATABASE } from './analytics.database.js';
export { AnalyticsModule } from './analytics.module.js';
export { redriveFailedPlayEvents } from './jobs/redrive-failed-play-events.js';
