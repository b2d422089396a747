import { type DynamicModule, Module } from '@nestjs/common';

import { type AppConfig, ConfigModule } from './config/index.js';
import { DatabaseModule } from './platform/database/index.js';
import { ObservabilityModule } from './platform/observability/index.js';
import { QueueModule } from './platform/queue/index.js';
import { RedisModule } from './platform/redis/index.js';
import { ProcessorsModule } from './worker.module.js';

@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config),
        ObservabilityModule,
        DatabaseModule,
        RedisModule,
        QueueModule,
        ...(config.env.EMBEDDED_WORKER ? [ProcessorsModule] : []),
      ],
    };
  }
}
