/**
 * The worker half of the ingest benchmark: starts the built worker on the queued backlog,
 * watches play_events fill up, and checks what was stored against what was accepted.
 */
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';

import { Queue } from 'bullmq';
import pg from 'pg';

import { machineBusySeconds, processCpuSeconds } from './cpu.mjs';
import { startProcess } from './processes.mjs';

const POLL_MS = 50;
const STUCK_AFTER_MS = 30_000;

/**
 * Runs the worker until `expected` rows are stored (or nothing moved for 30 s). Rows/s is measured
 * from the first poll that saw rows to the one that saw them all: the worker had a backlog throughout.
 */
export async function drainWithWorker(backendDir, env, databaseUrl, expected) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const count = async () =>
    (await db.query('SELECT count(*)::int AS n FROM play_events')).rows[0].n;
  console.log(`\nWorker: draining ${expected} accepted events …`);
  const started = performance.now();
  const worker = startProcess(process.execPath, ['dist/src/worker.js'], {
    cwd: backendDir,
    env: { ...env, LOG_LEVEL: 'warn' },
  });
  let first = null;
  let latest = { t: started, n: 0 };
  let movedAt = started;
  while (latest.n < expected && performance.now() - movedAt < STUCK_AFTER_MS) {
    if (worker.child.exitCode !== null) break;
    await sleep(POLL_MS);
    const sample = { t: performance.now(), n: await count() };
    if (sample.n > latest.n) movedAt = sample.t;
    if (first === null && sample.n > 0) {
      first = {
        ...sample,
        worker: processCpuSeconds(worker.child.pid),
        machine: machineBusySeconds(),
      };
    }
    latest = sample;
  }
  const cpu = { worker: processCpuSeconds(worker.child.pid), machine: machineBusySeconds() };
  worker.child.kill('SIGTERM');
  const [exitCode] =
    worker.child.exitCode === null ? await once(worker.child, 'exit') : [worker.child.exitCode];
  await db.end();
  const seconds = first === null ? 0 : (latest.t - first.t) / 1000;
  const rowsPerSecond = seconds > 0 ? (latest.n - first.n) / seconds : 0;
  const elapsed = (latest.t - started) / 1000;
  const used = (key) => (first?.[key] == null || cpu[key] === null ? null : cpu[key] - first[key]);
  const share = (value) => (value === null ? 'n/a' : `${Math.round((value / seconds) * 100)}%`);
  const perRow =
    used('worker') === null
      ? 'n/a'
      : `${((used('worker') / (latest.n - first.n)) * 1e6).toFixed(0)} µs`;
  console.log(
    `  stored    ${latest.n} rows in ${elapsed.toFixed(1)} s after the worker started (boot → first rows ${first === null ? 'n/a' : ((first.t - started) / 1000).toFixed(1) + ' s'})`,
  );
  console.log(`  rate      ${rowsPerSecond.toFixed(0)} rows/s while draining the backlog`);
  console.log(
    `  CPU       while draining: worker ${share(used('worker'))} (${perRow} a row), whole machine ${share(used('machine'))} (of one core; PostgreSQL and Redis included)`,
  );
  console.log(`  worker    exited ${exitCode} on SIGTERM`);
  if (latest.n < expected)
    console.log(
      `  note      stopped waiting: ${worker.output().trim().split('\n').slice(-5).join('\n')}`,
    );
  return { rowsPerSecond, stored: latest.n, exitCode };
}

/** Rows stored, distinct ids, how many accepted ids are among them, and what the queue still holds. */
export async function verifyStored(databaseUrl, redisUrl, acceptedIds) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db
    .query(
      `SELECT count(*)::int AS rows, count(DISTINCT id)::int AS distinct_ids,
              count(*) FILTER (WHERE id = ANY($1::uuid[]))::int AS accepted_ids_stored
         FROM play_events`,
      [acceptedIds],
    )
    .finally(() => db.end());
  const queue = new Queue('analytics', { connection: { url: redisUrl } });
  // The repeatable rollup job is always scheduled: only play-events jobs count here.
  const playEventJobs = async (...states) =>
    (await queue.getJobs(states, 0, -1)).filter((job) => job?.name === 'play-events').length;
  const failedJobs = await playEventJobs('failed');
  const jobsLeft = await playEventJobs('wait', 'active', 'delayed', 'prioritized');
  await queue.close();
  return {
    rows: rows[0].rows,
    distinctIds: rows[0].distinct_ids,
    acceptedIdsStored: rows[0].accepted_ids_stored,
    failedJobs,
    jobsLeft,
  };
}
