import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule as PinoLoggerModule } from 'nestjs-pino';

import { type AppConfig, ConfigModule } from './config/index.js';
import { DatabaseModule } from './platform/database/index.js';
import { MaintenanceProcessor, QueueModule } from './platform/queue/index.js';
import { RedisModule } from './platform/redis/index.js';

/** Every BullMQ processor. Imported by worker.ts, and by the HTTP app when EMBEDDED_WORKER. */
@Module({ imports: [QueueModule], providers: [MaintenanceProcessor] })
export class ProcessorsModule {}

@Module({})
export class WorkerModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.register(config),
        PinoLoggerModule.forRoot({ pinoHttp: { level: config.env.LOG_LEVEL } }),
        DatabaseModule,
        RedisModule,
        ProcessorsModule,
      ],
    };
  }
}
