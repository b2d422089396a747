import { JwtService } from '@nestjs/jwt';
import type { Queue } from 'bullmq';

import { newAccount } from '../support/accounts.js';
import { call, randomIp } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  analyticsQueue,
  type CatalogueTrack,
  catalogueTrack,
  countStored,
  playOf,
  storedEvents,
  waitUntilStored,
} from './play-events.js';
import { dailyStats, recomputedStats } from './rollups.js';
import {
  exitOf,
  queueBacklog,
  startWorker,
  waitForFirstRows,
  waitUntilQueueIdle,
} from './worker-process.js';

let t: TestApp;
let queue: Queue;
let track: CatalogueTrack;
beforeAll(async () => {
  track = await catalogueTrack();
  t = await startTestApp({ TRUST_PROXY: 'true' });
  queue = analyticsQueue();
  await queue.obliterate({ force: true });
});
afterAll(async () => {
  await queue.obliterate({ force: true });
  await queue.close();
  await t.close();
});

const logPlay = (token: string | null) =>
  call<{ id: string }>(t.baseUrl, 'POST', '/api/analytics/log-play', {
    body: playOf(track),
    token,
    ip: randomIp(),
  });

test('the listener is the bearer token’s user; without a valid token the play is anonymous', async () => {
  const [account, leaver] = await Promise.all([newAccount(t.baseUrl), newAccount(t.baseUrl)]);
  const loggedOut = await call(t.baseUrl, 'GET', '/api/auth/logout', {
    token: leaver.token,
    cookie: leaver.cookie,
  });
  expect(loggedOut.status).toBe(200);
  const expired = new JwtService().sign(
    { sid: 'an-old-session' },
    {
      secret: t.config.env.JWT_SECRET,
      algorithm: 'HS256',
      audience: 'encore-api',
      issuer: new URL(t.config.env.PUBLIC_URL).origin,
      subject: account.userId,
      expiresIn: -60,
    },
  );
  const forged = `${account.token.slice(0, -2)}xx`;
  const tokens = [account.token, null, 'garbage', forged, expired, leaver.token];
  const replies = await Promise.all(tokens.map(logPlay));
  expect(replies.map((reply) => reply.status)).toEqual(tokens.map(() => 202));

  const worker = startWorker();
  try {
    const ids = replies.map((reply) => reply.body.id);
    expect(await waitUntilStored(ids)).toBe(ids.length);
    const stored = await storedEvents(ids);
    const userOf = new Map(stored.map((event) => [event.id, event.user_id]));
    expect(ids.map((id) => userOf.get(id))).toEqual([account.userId, null, null, null, null, null]);
  } finally {
    worker.kill('SIGTERM');
    expect(await exitOf(worker)).toBe(0);
  }
}, 90_000);

test('a worker killed mid-batch loses nothing and counts nothing twice once another takes over', async () => {
  const backlog = await queueBacklog(queue, 1000, 10);
  const ids = backlog.events.map((event) => event.id);

  const doomed = startWorker();
  const storedAtKill = await waitForFirstRows(ids);
  doomed.kill('SIGKILL');
  expect(await exitOf(doomed)).toBeNull();
  expect(storedAtKill).toBeGreaterThan(0);
  expect(storedAtKill).toBeLessThan(ids.length);

  // Its active jobs come back once their 10 s locks expire (stalled check every 5 s).
  const successor = startWorker();
  try {
    expect(await waitUntilStored(ids, 90_000)).toBe(ids.length);
    await waitUntilQueueIdle(queue);
    expect(await countStored(ids)).toBe(ids.length);
    expect(await queue.getJobCountByTypes('failed')).toBe(0);
    for (const [scope, keys] of [
      ['track', backlog.tracks],
      ['artist', backlog.artists],
    ] as const) {
      const rollups = await dailyStats(scope, keys);
      expect(rollups.length).toBeGreaterThan(0);
      expect(rollups).toEqual(await recomputedStats(scope, keys));
    }
  } finally {
    successor.kill('SIGTERM');
    expect(await exitOf(successor)).toBe(0);
  }
}, 120_000);

test('on SIGTERM the worker finishes the batches in flight, takes no new job and exits 0', async () => {
  await queue.obliterate({ force: true });
  const backlog = await queueBacklog(queue, 1000, 10);
  const worker = startWorker();
  expect(await waitForFirstRows(backlog.events.map((event) => event.id))).toBeGreaterThan(0);
  worker.kill('SIGTERM');
  expect(await exitOf(worker)).toBe(0);

  expect(await queue.getJobCountByTypes('active')).toBe(0);
  const completed = await queue.getJobs(['completed'], 0, -1);
  const waiting = await queue.getJobs(['wait'], 0, -1);
  expect(waiting.length).toBeGreaterThan(0);
  // The repeatable rollup job may be among them: only play-events jobs carry events.
  const eventIds = (jobs: typeof completed) =>
    jobs
      .filter((job) => job.name === 'play-events')
      .flatMap((job) => (job.data as { events: { id: string }[] }).events.map((e) => e.id));
  const done = eventIds(completed);
  expect(await countStored(done)).toBe(done.length);
  expect(await countStored(eventIds(waiting))).toBe(0);
  expect(done.length + eventIds(waiting).length).toBe(backlog.events.length);
}, 90_000);
