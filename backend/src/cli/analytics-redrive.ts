import { Queue } from 'bullmq';

import { loadConfig } from '../config/index.js';
import { ANALYTICS_QUEUE, redriveFailedPlayEvents } from '../modules/analytics/index.js';
import { queueConnectionOptions } from '../platform/redis/index.js';
import { print, runCli } from './cli-output.js';

/**
 * `npm run analytics:redrive -w backend`: moves the failed play-event jobs back to waiting, for
 * the worker to write again (after an outage outlasted their retries, say). Idempotent inserts
 * make it safe to run any number of times (ADR 0013).
 */
runCli('Analytics re-drive', async () => {
  const { env } = loadConfig();
  const queue = new Queue(ANALYTICS_QUEUE, queueConnectionOptions(env));
  try {
    const { jobs, events } = await redriveFailedPlayEvents(queue);
    print(`Re-drove ${jobs} failed play-event job(s) holding ${events} event(s) back to waiting.`);
  } finally {
    await queue.close();
  }
});
