import { BullModule } from '@nestjs/bullmq';
import { type DynamicModule, Module } from '@nestjs/common';

import { AppConfig } from '../../config/index.js';
import { queueConnectionOptions } from '../redis/index.js';
import type { QueueName } from './queues.js';

/**
 * BullMQ connection for producers, and the platform's own `maintenance` queue; processors live in
 * WorkerModule (src/worker.module.ts). A module registers its queues itself with `forFeature`.
 */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        ...queueConnectionOptions(config.env),
        defaultJobOptions: {
          attempts: 8,
          backoff: { type: 'exponential', delay: 500 },
          removeOnComplete: 1000,
          removeOnFail: 5000,
        },
      }),
    }),
    BullModule.registerQueue({ name: 'maintenance' }),
  ],
  exports: [BullModule],
})
export class QueueModule {
  /**
   * A module's own queue (declared in `QueueJobMap` by the module): the module imports this to
   * produce with `@InjectQueue(name)`; a worker that imports it must run a processor for it
   * (`ProcessorCoverage`).
   */
  static forFeature(name: QueueName): DynamicModule {
    const queue = BullModule.registerQueue({ name });
    return { module: QueueModule, imports: [queue], exports: [queue] };
  }
}
