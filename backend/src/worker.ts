import 'reflect-metadata';

import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';

import { loadConfig } from './config/index.js';
import { installGracefulShutdown, tuneHeap } from './platform/lifecycle/index.js';
import { describeStartupError } from './startup-error.js';
import { WorkerModule } from './worker.module.js';

/** Queue processors without HTTP; on SIGTERM BullMQ workers finish their current job and close. */
async function main(): Promise<void> {
  tuneHeap();
  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(WorkerModule.register(config), {
    bufferLogs: true,
  });
  app.useLogger(app.get(PinoLogger));
  const logger = new Logger('Worker');
  installGracefulShutdown(app, (message) => {
    logger.log(message);
  });
  await app.init();
  logger.log('Encore worker is processing queues');
}

main().catch((error: unknown) => {
  console.error(describeStartupError(error));
  process.exit(1);
});
