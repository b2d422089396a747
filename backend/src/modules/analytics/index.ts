export { AnalyticsJobsModule } from './analytics-jobs.module.js';
export { ANALYTICS_DATABASE } from './analytics.database.js';
export { AnalyticsModule } from './analytics.module.js';
