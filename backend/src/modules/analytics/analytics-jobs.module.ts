import { Module } from '@nestjs/common';

/** The worker side of analytics: writes accepted play events and their daily rollups. */
@Module({})
export class AnalyticsJobsModule {}
