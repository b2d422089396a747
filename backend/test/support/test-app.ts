import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import { createApp } from '../../src/app.factory.js';
import { type AppConfig, loadConfig } from '../../src/config/index.js';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  baseUrl: string;
  close: () => Promise<void>;
}

/** The real HTTP app on a free loopback port, configured from the test run's environment. */
export async function startTestApp(overrides: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const config = loadConfig({ ...process.env, ...overrides });
  const app = await createApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  if (address === null || typeof address === 'string') throw new Error('No TCP address');
  return {
    app,
    config,
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: () => app.close(),
  };
}
