import { Module } from '@nestjs/common';

/** Play analytics: `POST /api/analytics/log-play` accepts events into the `analytics` queue. */
@Module({})
export class AnalyticsModule {}
