import { randomBytes } from 'node:crypto';

import { Queue } from 'bullmq';

import { queueConnectionOptions } from '../../src/platform/redis/index.js';
import { withDb } from '../support/db.js';
import { testRedisSettings } from '../support/redis.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let queue: Queue;
beforeAll(async () => {
  t = await startTestApp({ EMBEDDED_WORKER: 'true' });
  queue = new Queue('waitlist', queueConnectionOptions(testRedisSettings()));
});
afterAll(async () => {
  await queue.close();
  await t.close();
});

const run = randomBytes(4).toString('hex');

/** An entry stored `ageDays` ago, confirmed or not. */
async function storedEntry(label: string, ageDays: number, confirmed: boolean): Promise<string> {
  const email = `purge-${label}-${run}@example.com`;
  await withDb((db) =>
    db.query(
      `INSERT INTO waitlist_entries (kind, email, name, consent_version, consent_boxes,
         created_at, consent_at, confirmed_at)
       VALUES ('fan', $1, 'Purge Test', 'fan-test', '{"is_subscribed": true}',
         now() - make_interval(days => $2), now() - make_interval(days => $2),
         CASE WHEN $3 THEN now() - make_interval(days => $2) + interval '1 hour' END)`,
      [email, ageDays, confirmed],
    ),
  );
  return email;
}

const remaining = (emails: string[]): Promise<string[]> =>
  withDb(async (db) =>
    (
      await db.query<{ email: string }>(
        'SELECT email FROM waitlist_entries WHERE email = ANY($1) ORDER BY email',
        [emails],
      )
    ).rows.map((row) => row.email),
  );

async function finished(jobId: string): Promise<unknown> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    // The state first: a job read before it completes has no return value yet.
    const state = await queue.getJobState(jobId);
    if (state === 'completed') return (await queue.getJob(jobId))?.returnvalue;
    if (state === 'failed') throw new Error(`purge failed: ${jobId}`);
    if (Date.now() > deadline) throw new Error(`purge still ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('the worker schedules the purge as an hourly repeatable job', async () => {
  const scheduler = await queue.getJobScheduler('waitlist-purge-unconfirmed');
  expect(scheduler).toMatchObject({ name: 'purge-unconfirmed', every: 3_600_000 });
});

test('the purge deletes only unconfirmed entries older than 30 days, and their links', async () => {
  const stale = await storedEntry('stale', 31, false);
  const staleLinked = await storedEntry('stale-linked', 45, false);
  const young = await storedEntry('young', 29, false);
  const confirmedOld = await storedEntry('confirmed-old', 200, true);
  const fresh = await storedEntry('fresh', 0, false);
  await withDb((db) =>
    db.query(
      `INSERT INTO waitlist_mail_tokens (token_hash, entry_id, purpose)
       SELECT repeat('a', 63) || $2, id, 'confirm' FROM waitlist_entries WHERE email = $1`,
      [staleLinked, run.slice(0, 1)],
    ),
  );

  const job = await queue.add('purge-unconfirmed', {}, { jobId: `purge-test-${run}` });
  const result = (await finished(job.id ?? '')) as { purged: number };
  expect(result.purged).toBeGreaterThanOrEqual(2);

  expect(await remaining([stale, staleLinked, young, confirmedOld, fresh])).toEqual(
    [confirmedOld, fresh, young].sort(),
  );
  const links = await withDb(
    async (db) =>
      (
        await db.query(
          `SELECT 1 FROM waitlist_mail_tokens t LEFT JOIN waitlist_entries e ON e.id = t.entry_id
           WHERE e.id IS NULL`,
        )
      ).rowCount,
  );
  expect(links).toBe(0);
});
