import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';

import { AppConfig } from '../../config/index.js';
import { QUEUE_NAMES } from './queues.js';

/** BullMQ connection for producers; processors live in WorkerModule (src/worker.module.ts). */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        connection: { url: config.env.REDIS_URL, maxRetriesPerRequest: null },
        defaultJobOptions: {
          attempts: 8,
          backoff: { type: 'exponential', delay: 500 },
          removeOnComplete: 1000,
          removeOnFail: 5000,
        },
      }),
    }),
    ...QUEUE_NAMES.map((name) => BullModule.registerQueue({ name })),
  ],
  exports: [BullModule],
})
export class QueueModule {}
