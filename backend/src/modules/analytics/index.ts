export { AnalyticsJobsModule } from './analytics-jobs.module.js';
export { AnalyticsModule } from './analytics.module.js';
