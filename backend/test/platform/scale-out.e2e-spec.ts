import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startTestCheckout, type TestCheckout } from '@encore/test-checkout';
import { type Job, Queue } from 'bullmq';

import { startApiProcess } from '../../../scripts/lib/api-process.mjs';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { deleteRedisNamespace } from '../../../scripts/lib/redis-namespace.mjs';
import { REPO_ROOT } from '../../src/config/env.schema.js';
import { BUILT_IN_SOUNDCHECK_PRICE } from '../../src/modules/payments/index.js';
import { queueConnectionOptions } from '../../src/platform/redis/index.js';
import {
  catalogueTrack,
  type CatalogueTrack,
  playOf,
  storedEvents,
} from '../analytics/play-events.js';
import { exitOf, startWorker } from '../analytics/worker-process.js';
import {
  CARDS,
  checkoutBody,
  eventually,
  payOnHostedPage,
  SHOP_ORIGIN,
  startCheckout,
  storedPurchases,
} from '../payments/purchase-fixtures.js';
import { signatureFor } from '../payments/stripe-mode.js';
import { enrol, setRole } from '../admin/second-factor-steps.js';
import { passwordChecks, waitsServedWithin } from '../auth/password-checks.js';
import { login, newAccount, type TestAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, cookieFrom, expectEnvelope, randomIp } from '../support/http.js';
import { mailsTo } from '../support/mailbox.js';
import { testRedisSettings } from '../support/redis.js';
import { solvedToken } from '../verification/altcha-solver.js';
import { fanForm, JOIN_PATH } from '../waitlist/waitlist-fixtures.js';

/**
 * Past one machine (docs/operations.md, "Scaling horizontally"): two API processes and two
 * workers, the built ones, on one PostgreSQL and one Redis, as replicas behind a load balancer
 * that sends each request anywhere. Sessions, revocations, rate limits, verification, webhooks
 * and ingest must come out as with one process: every play event stored once, every job run
 * once, nothing lost.
 */
const QUEUES = [
  'analytics',
  'auth',
  'maintenance',
  'media-processing',
  'payments',
  'publishing',
  'uploads',
  'waitlist',
] as const;
const PLAY_EVENTS = 240;

/** Secrets every replica shares (a deployment sets them; generated per process they would differ). */
const secret = (): string => randomBytes(48).toString('base64url');
const { REDIS_URL, REDIS_KEY_PREFIX: RUN_PREFIX } = testRedisSettings();
/** A Redis namespace of this file's own: its queues hold only this workload's jobs. */
const PREFIX = `${RUN_PREFIX}.scale${randomBytes(3).toString('hex')}`;
const STRIPE_SECRET_KEY = `sk_test_${randomBytes(12).toString('hex')}`;
const STRIPE_WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const METRICS_TOKEN = secret();

let checkout: TestCheckout;
let mailDir: string;
let apis: { baseUrl: string; stop: () => Promise<void> }[] = [];
let workers: ChildProcess[] = [];
let queues: Queue[] = [];
let track: CatalogueTrack;

/** The replica a request `i` reaches (round robin, as a load balancer would). */
const api = (i: number): string => apis[i % apis.length]?.baseUrl ?? '';

async function everyWorkerServesEveryQueue(): Promise<boolean> {
  const counts = await Promise.all(queues.map(async (queue) => (await queue.getWorkers()).length));
  return counts.every((count) => count >= 2);
}

beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'encore-scale-mail-'));
  [checkout, track] = await Promise.all([
    startTestCheckout({
      secretKey: STRIPE_SECRET_KEY,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      webhookUrl: () => null,
      prices: [BUILT_IN_SOUNDCHECK_PRICE],
      // The test delivers the events itself, to both replicas at once.
      deliverWebhooks: false,
    }),
    catalogueTrack({ accessType: 'soundcheck' }),
  ]);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PUBLIC_URL: SHOP_ORIGIN,
    REDIS_KEY_PREFIX: PREFIX,
    EMBEDDED_WORKER: 'false',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'error',
    MAIL_DIR: mailDir,
    JWT_SECRET: secret(),
    MEDIA_URL_SECRET: secret(),
    VERIFICATION_SECRET: secret(),
    TOTP_SECRET_KEY: secret(),
    METRICS_TOKEN,
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_SOUNDCHECK: BUILT_IN_SOUNDCHECK_PRICE.id,
    STRIPE_API_URL: checkout.url,
  };
  workers = [startWorker(env), startWorker(env)];
  apis = await Promise.all(
    ['API 1', 'API 2'].map(async (label) =>
      startApiProcess(
        REPO_ROOT,
        { ...env, PORT: String(await freePort()) },
        { label, cleanUp: () => Promise.resolve() },
      ),
    ),
  );
  const connection = queueConnectionOptions({ REDIS_URL, REDIS_KEY_PREFIX: PREFIX });
  queues = QUEUES.map((name) => new Queue(name, connection));
  await eventually(async () => ((await everyWorkerServesEveryQueue()) ? true : undefined), 30_000);
}, 90_000);

afterAll(async () => {
  await Promise.all(apis.map((replica) => replica.stop()));
  for (const worker of workers) worker.kill('SIGTERM');
  const codes = await Promise.all(workers.map(exitOf));
  await Promise.all(queues.map((queue) => queue.close()));
  await checkout.close();
  await deleteRedisNamespace(REDIS_URL, PREFIX);
  rmSync(mailDir, { recursive: true, force: true });
  // Both workers finished their jobs and stopped cleanly on SIGTERM.
  expect(codes).toEqual([0, 0]);
}, 90_000);

describe('two API processes and two workers on one PostgreSQL and Redis', () => {
  let member: TestAccount;

  it('serve a session from either API, and refuse it on both once revoked on one', async () => {
    member = await newAccount(api(0));
    // Logged in on API 1, the token works on API 2: nothing about a session lives in a process.
    expect((await call(api(1), 'GET', '/api/auth/role', { token: member.token })).status).toBe(200);
    // Refreshed on API 2 with the cookie API 1 set; the new token works on API 1.
    const refreshed = await call<{ session: { access_token: string } }>(
      api(1),
      'GET',
      '/api/auth/session',
      { cookie: member.cookie },
    );
    expect(refreshed.status).toBe(200);
    const token = refreshed.body.session.access_token;
    expect((await call(api(0), 'GET', '/api/auth/role', { token })).status).toBe(200);

    const leaver = await newAccount(api(1));
    expect((await call(api(0), 'GET', '/api/auth/logout', { token: leaver.token })).status).toBe(
      200,
    );
    for (const replica of [api(0), api(1)]) {
      expectEnvelope(
        await call(replica, 'GET', '/api/auth/role', { token: leaver.token }),
        401,
        'PLATFORM.AUTH_REQUIRED',
      );
    }
  });

  it('let an admin into the queue board on one API with the pass the other gave', async () => {
    const admin = await newAccount(api(0));
    await setRole(admin.userId, 'admin');
    await enrol(api(0), admin.token);
    const opened = await call(api(1), 'POST', '/api/admin/queue-board/session', {
      token: admin.token,
      body: {},
    });
    expect(opened.status).toBe(201);
    const cookie = cookieFrom(opened, 'encore_queue_board') ?? '';
    const board = await fetch(`${api(0)}/admin/queues/api/queues`, {
      headers: { cookie, accept: 'application/json' },
    });
    expect(board.status).toBe(200);
    const { queues: shown } = (await board.json()) as { queues: { name: string }[] };
    expect(shown.map((queue) => queue.name).sort()).toEqual([...QUEUES]);
  });

  it('count one rate limit and one set of spent verification tokens for both', async () => {
    const ip = randomIp();
    const emails: string[] = [];
    const signUp = async (i: number, token: string) => {
      const form = fanForm({ cfTurnstileToken: token });
      emails.push(String(form.email));
      return call(api(i), 'POST', JOIN_PATH.fan, { body: form, ip });
    };
    // Each challenge comes from one API and its answer goes to the other.
    const tokens: string[] = [];
    for (let i = 0; i < 6; i += 1) tokens.push(await solvedToken(api(i + 1)));
    const replies = [];
    for (let i = 0; i < 5; i += 1) replies.push(await signUp(i, tokens[i] ?? ''));
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 201, 201]);
    // The sixth from the same address is over the limit, whichever API it reaches.
    expectEnvelope(await signUp(5, tokens[5] ?? ''), 429, 'WAITLIST.TOO_MANY_SUBMISSIONS');
    // A token spent on API 1 is spent on API 2 too.
    const replayed = await call(api(1), 'POST', JOIN_PATH.fan, {
      body: fanForm({ cfTurnstileToken: tokens[0] }),
      ip: randomIp(),
    });
    expect(replayed.status).toBe(400);
    // One confirmation mail per accepted sign-up, whichever worker took the job.
    for (const email of emails.slice(0, 5)) {
      expect(await mailsTo(mailDir, email, 1, 20_000)).toHaveLength(1);
    }
  }, 90_000);

  it('share the login limits: 200 guesses at once over both APIs get 5 passwords checked', async () => {
    const owner = await newAccount(api(0));
    const stranger = randomIp();
    const checks = async () =>
      (await passwordChecks(api(0), METRICS_TOKEN)) + (await passwordChecks(api(1), METRICS_TOKEN));
    const before = await checks();
    const started = performance.now();
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(api(i), owner.email, `guess-${i}`, stranger)),
    );
    const checked = (await checks()) - before;
    // 5 free, plus at most one per wait that could have run out while the burst was answered
    // (measured here, so an upper bound of the server's own time).
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(5 + waitsServedWithin(performance.now() - started));
    expect(replies.filter((reply) => reply.status === 401)).toHaveLength(checked);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(200 - checked);
    // The owner, from their own address, logs in at once on either API.
    expect((await login(api(1), owner.email, owner.password, owner.ip)).status).toBe(200);
  });

  it('apply each Stripe event once when it reaches both APIs at the same moment', async () => {
    const buyers = await Promise.all([0, 1, 2].map((i) => newAccount(api(i))));
    const sessions = await Promise.all(
      buyers.map(async (buyer, i) => {
        const reply = await startCheckout(api(i), buyer, checkoutBody(buyer, track.albumId));
        expect(reply.status).toBe(200);
        const paid = await payOnHostedPage(reply.body.url, CARDS.pays, buyer.email);
        expect(paid.status).toBe(303);
        return reply.body.session_id;
      }),
    );
    // This file's own checkout: every event it recorded is about these purchases.
    const events = [...checkout.events];
    expect(events.length).toBeGreaterThanOrEqual(sessions.length);

    const deliver = (baseUrl: string, payload: string) =>
      fetch(`${baseUrl}/api/stripe/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signatureFor(payload, STRIPE_WEBHOOK_SECRET),
        },
        body: payload,
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { received?: boolean; duplicate?: boolean },
      }));
    for (const event of events) {
      const payload = JSON.stringify(event);
      const both = await Promise.all([deliver(api(0), payload), deliver(api(1), payload)]);
      expect(both.map((reply) => reply.status)).toEqual([200, 200]);
      // Exactly one of the two applied it; the other saw it already recorded.
      expect(both.filter((reply) => reply.body.duplicate === true)).toHaveLength(1);
    }

    for (const buyer of buyers) {
      const { purchases } = await storedPurchases(buyer.userId);
      expect(purchases.map((purchase) => purchase.status)).toEqual(['paid']);
      // One receipt, though the paying event reached both APIs.
      expect(await mailsTo(mailDir, buyer.email, 1, 20_000)).toHaveLength(1);
    }
  }, 90_000);

  it('store every play event sent to either API exactly once', async () => {
    const replies = await Promise.all(
      Array.from({ length: PLAY_EVENTS }, (_, i) =>
        call<{ id: string }>(api(i), 'POST', '/api/analytics/log-play', {
          // The member's events are not play starts: one listener may start 20 plays a minute.
          body: playOf(track, i % 3 === 0 ? { event_type: 'pause', listening_time_ms: 1000 } : {}),
          token: i % 3 === 0 ? member.token : null,
          ip: randomIp(),
        }),
      ),
    );
    expect(replies.filter((reply) => reply.status === 202)).toHaveLength(PLAY_EVENTS);
    const ids = replies.map((reply) => reply.body.id);
    expect(new Set(ids).size).toBe(PLAY_EVENTS);

    const stored = await eventually(async () => {
      const rows = await storedEvents(ids);
      return rows.length === PLAY_EVENTS ? rows : undefined;
    }, 90_000);
    expect(stored.filter((event) => event.user_id === member.userId)).toHaveLength(PLAY_EVENTS / 3);
    // Nothing else about this track was written: no event twice, none invented.
    const total = await withDb(async (db) => {
      const result = await db.query<{ n: number }>(
        'select count(*)::int as n from play_events where track_id = $1',
        [track.track_id],
      );
      return result.rows[0]?.n;
    });
    expect(total).toBe(PLAY_EVENTS);
  }, 90_000);

  it('ran every job once, none failed, none left waiting', async () => {
    for (const queue of queues) {
      const counts = await queue.getJobCounts('waiting', 'active', 'failed', 'completed');
      expect({
        queue: queue.name,
        waiting: counts.waiting,
        active: counts.active,
        failed: counts.failed,
      }).toEqual({
        queue: queue.name,
        waiting: 0,
        active: 0,
        failed: 0,
      });
      const completed: Job[] = await queue.getJobs(['completed'], 0, -1);
      // Started once each: no job ran on both workers, none was retried after a stall.
      expect(completed.filter((job) => job.attemptsStarted !== 1)).toEqual([]);
    }
    const done = await Promise.all(queues.map((queue) => queue.getJobCountByTypes('completed')));
    const byQueue = Object.fromEntries(QUEUES.map((name, i) => [name, done[i]]));
    expect(byQueue.analytics).toBeGreaterThan(0);
    expect(byQueue.waitlist).toBeGreaterThanOrEqual(5);
    expect(byQueue.payments).toBeGreaterThanOrEqual(3);
  });
});
