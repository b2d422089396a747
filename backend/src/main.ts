import 'reflect-metadata';

import { Logger } from '@nestjs/common';

import { createApp } from './app.factory.js';
import { loadConfig } from './config/index.js';
import { installGracefulShutdown, tuneHeap } from './platform/lifecycle/index.js';
import { describeStartupError } from './startup-error.js';

async function main(): Promise<void> {
  tuneHeap();
  const config = loadConfig();
  const app = await createApp(config);
  const logger = new Logger('Bootstrap');
  installGracefulShutdown(app, (message) => {
    logger.log(message);
  });
  await app.listen({ port: config.env.PORT, host: config.env.HOST });
  logger.log(`Encore is serving on ${config.env.PUBLIC_URL}`);
}

main().catch((error: unknown) => {
  console.error(describeStartupError(error));
  process.exit(1);
});
