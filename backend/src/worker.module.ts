import { type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { LoggerModule as PinoLoggerModule } from 'nestjs-pino';

import { type AppConfig, ConfigModule } from './config/index.js';
import { DATABASE_FACTS } from './database-facts.js';
import { AdminPowerModule } from './modules/admin/index.js';
import { AnalyticsJobsModule } from './modules/analytics/index.js';
import { AuthJobsModule } from './modules/auth/index.js';
import { PaymentsJobsModule } from './modules/payments/index.js';
import { PublishingJobsModule } from './modules/publishing/index.js';
import { WaitlistJobsModule } from './modules/waitlist/index.js';
import { DatabaseModule } from './platform/database/index.js';
import { SHARED_PLATFORM_MODULES } from './platform/platform.modules.js';
import { MaintenanceProcessor, ProcessorCoverage, QueueModule } from './platform/queue/index.js';

/**
 * Every BullMQ processor. Imported by worker.ts, and by the HTTP app when EMBEDDED_WORKER; boot
 * fails when a registered queue has no processor here (ProcessorCoverage).
 */
@Module({
  imports: [
    DiscoveryModule,
    QueueModule,
    AuthJobsModule,
    AnalyticsJobsModule,
    PaymentsJobsModule,
    PublishingJobsModule,
    WaitlistJobsModule,
  ],
  providers: [MaintenanceProcessor, ProcessorCoverage],
})
export class ProcessorsModule {}

@Module({})
export class WorkerModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.register(config),
        PinoLoggerModule.forRoot({ pinoHttp: { level: config.env.LOG_LEVEL } }),
        DatabaseModule.forRoot(DATABASE_FACTS),
        ...SHARED_PLATFORM_MODULES,
        // The studio's services, which publishing's processors share a module with, ask the
        // admin rule (AdminPower, docs/adr/0041); the worker serves no request but builds them.
        AdminPowerModule,
        ProcessorsModule,
      ],
    };
  }
}
