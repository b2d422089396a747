import { randomBytes } from 'node:crypto';

import { type Job, Queue, Worker } from 'bullmq';

import { deleteRedisNamespace } from '../../../scripts/lib/redis-namespace.mjs';
import { queueConnectionOptions } from '../../src/platform/redis/index.js';
import { testRedisSettings } from '../support/redis.js';

export interface OwnQueues {
  /** For startTestApp: the app then sees these queues only. */
  REDIS_KEY_PREFIX: string;
  queue: (name: string) => Queue;
  /** Runs one job that throws through a worker of the test's: the queue keeps one failed job. */
  failOneJob: (queue: Queue, jobName: string) => Promise<void>;
  /** Adds a job that has been waiting for `seconds` (its creation time set back). */
  addWaitingSince: (queue: Queue, jobName: string, seconds: number) => Promise<Job>;
}

/**
 * A Redis namespace of one test's own (below the run's, deleted after the test): its queues hold
 * only the jobs the test puts there, never the ones other test files leave waiting.
 */
export async function withOwnQueues<T>(fn: (own: OwnQueues) => Promise<T>): Promise<T> {
  const { REDIS_URL, REDIS_KEY_PREFIX } = testRedisSettings();
  const prefix = `${REDIS_KEY_PREFIX}.own${randomBytes(3).toString('hex')}`;
  const options = queueConnectionOptions({ REDIS_URL, REDIS_KEY_PREFIX: prefix });
  const queues: Queue[] = [];
  const queue = (name: string): Queue => {
    const made = new Queue(name, options);
    queues.push(made);
    return made;
  };
  const failOneJob = async (target: Queue, jobName: string): Promise<void> => {
    const worker = new Worker(
      target.name,
      () => Promise.reject(new Error('failed on purpose by the test')),
      { ...options, autorun: false },
    );
    try {
      const failed = new Promise<void>((resolve) => {
        worker.once('failed', () => {
          resolve();
        });
      });
      await target.add(jobName, { sentAt: new Date().toISOString() }, { attempts: 1 });
      void worker.run();
      await failed;
    } finally {
      await worker.close();
    }
  };
  const addWaitingSince = (target: Queue, jobName: string, seconds: number): Promise<Job> =>
    target.add(
      jobName,
      { sentAt: new Date().toISOString() },
      { timestamp: Date.now() - seconds * 1000 },
    );
  try {
    return await fn({ REDIS_KEY_PREFIX: prefix, queue, failOneJob, addWaitingSince });
  } finally {
    await Promise.all(queues.map((made) => made.close()));
    await deleteRedisNamespace(REDIS_URL, prefix);
  }
}
