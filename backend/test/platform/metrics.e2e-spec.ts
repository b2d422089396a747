import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { REPO_ROOT } from '../../src/config/index.js';
import { QueueSnapshot } from '../../src/platform/metrics/index.js';
import {
  catalogueTrack,
  emptyAnalyticsQueueForFile,
  playOf,
  playPayload,
} from '../analytics/play-events.js';
import { call, expectEnvelope, randomIp } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withOwnQueues } from './metrics-queues.js';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of Prometheus's text format (label values here hold no `"`, `,` or `}`). */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([A-Za-z_:][A-Za-z0-9_:]*)(?:\{([^}]*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        (match[2] ?? '')
          .split(',')
          .filter(Boolean)
          .map((pair) => /^([^=]+)="(.*)"$/.exec(pair)?.slice(1, 3) ?? [pair, '']),
      );
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );

/**
 * The metric names an alert expression reads. No YAML parser is a dependency, so the rules file
 * keeps every `expr:` on one line and this reads them with regular expressions: drop quoted
 * strings, label matchers `{…}`, ranges `[…]` and `by/without/on/ignoring (…)` label lists; of the
 * identifiers left, those followed by `(` are functions and a few are operators; the rest are
 * metric names.
 */
function metricNamesOf(expr: string): string[] {
  const bare = expr
    .replace(/"[^"]*"/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  const identifiers = bare.match(/\b[A-Za-z_:][A-Za-z0-9_:]*\b(?!\s*\()/g) ?? [];
  return identifiers.filter((word) => !['and', 'or', 'unless', 'bool', 'offset'].includes(word));
}

const RULES_FILE = join(REPO_ROOT, 'ops/prometheus/alerts.yml');
const OPERATIONS_DOC = join(REPO_ROOT, 'docs/operations.md');

const TOKEN = randomBytes(32).toString('base64url');
const scrape = (t: TestApp, authorization?: string) =>
  fetch(`${t.baseUrl}/api/metrics`, {
    headers: authorization === undefined ? {} : { authorization },
  });
async function samples(t: TestApp): Promise<Sample[]> {
  const res = await scrape(t, `Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  return samplesOf(await res.text());
}

describe('GET /api/metrics', () => {
  let t: TestApp;
  emptyAnalyticsQueueForFile();
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('refuses a caller without the token, or with another, in the error envelope', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(t, authorization);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expectEnvelope(
        { status: res.status, body: (await res.json()) as object, headers: res.headers, ms: 0 },
        401,
        'METRICS.TOKEN_REQUIRED',
      );
    }
  });

  it('serves the text format with the token', async () => {
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(text).toContain('# TYPE process_cpu_seconds_total counter');
  });

  it('counts HTTP replies by route pattern and status, never its own scrapes', async () => {
    await fetch(`${t.baseUrl}/api/health`);
    await fetch(`${t.baseUrl}/api/health`, { method: 'HEAD' });
    const unknownPath = `/api/no-such-route/${randomBytes(4).toString('hex')}`;
    await fetch(t.baseUrl + unknownPath);
    await fetch(t.baseUrl + unknownPath, { method: 'DELETE' });
    await call(t.baseUrl, 'POST', '/api/analytics/log-play', {
      body: playPayload(),
      ip: randomIp(),
    });
    const after = await samples(t);
    const count = 'encore_http_request_duration_seconds_count';
    expect(find(after, count, { method: 'GET', route: '/api/health', status: '200' })).toEqual([
      expect.objectContaining({ value: expect.any(Number) }),
    ]);
    // Fastify's HEAD twin of a GET route is observed once per reply, not twice.
    expect(
      find(after, count, { method: 'HEAD', route: '/api/health', status: '200' })[0]?.value,
    ).toBe(1);
    // A GET no route serves reaches the SPA fallback's wildcard; other methods match nothing.
    expect(find(after, count, { method: 'GET', route: '/*', status: '404' })).toHaveLength(1);
    expect(
      find(after, count, { method: 'DELETE', route: 'unmatched', status: '404' }),
    ).toHaveLength(1);
    expect(
      find(after, count, { method: 'POST', route: '/api/analytics/log-play', status: '404' }),
    ).toHaveLength(1);
    expect(find(after, count, { route: '/api/metrics' })).toEqual([]);
    // The route label is a pattern: the path tried above is nowhere.
    expect(after.some((sample) => sample.labels.route?.startsWith('/api/no-such-route'))).toBe(
      false,
    );
  });

  it('reports every queue the app uses, by state, with the oldest waiting job age', async () => {
    const queues = t.app
      .get(QueueSnapshot)
      .queues()
      .map((queue) => queue.name);
    expect(queues).toEqual(expect.arrayContaining(['analytics', 'maintenance']));
    const after = await samples(t);
    for (const queue of queues) {
      for (const state of ['waiting', 'active', 'delayed', 'failed', 'completed']) {
        expect(find(after, 'encore_queue_jobs', { queue, state })).toHaveLength(1);
      }
      expect(find(after, 'encore_queue_oldest_waiting_job_age_seconds', { queue })).toHaveLength(1);
    }
  });

  it('reports the play events accepted and not stored, and webhook deliveries', async () => {
    const track = await catalogueTrack();
    const before = await samples(t);
    const accepted = find(before, 'encore_play_events_accepted_total')[0]?.value ?? 0;
    const unknown = (samples_: Sample[]) =>
      find(samples_, 'encore_play_events_not_stored_total', { reason: 'unknown_track' })[0]
        ?.value ?? 0;
    const ok = await call(t.baseUrl, 'POST', '/api/analytics/log-play', {
      body: playOf(track),
      ip: randomIp(),
    });
    expect(ok.status).toBe(202);
    const refused = await call(t.baseUrl, 'POST', '/api/analytics/log-play', {
      body: playOf(track, { track_id: '7d0c4c53-2a5b-4a5e-9a43-1c7f3f1b2e11' }),
      ip: randomIp(),
    });
    expect(refused.status).toBe(404);
    const webhook = await fetch(`${t.baseUrl}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      body: '{}',
    });
    expect(webhook.status).toBe(400);
    const after = await samples(t);
    expect(find(after, 'encore_play_events_accepted_total')[0]?.value).toBe(accepted + 1);
    expect(unknown(after)).toBe(unknown(before) + 1);
    expect(find(after, 'encore_play_events_rejected_total')).toEqual([
      expect.objectContaining({ value: 0 }),
    ]);
    expect(
      find(after, 'encore_stripe_webhook_events_total', {
        type: 'unverified',
        result: 'refused',
      })[0]?.value,
    ).toBeGreaterThanOrEqual(1);
  });

  it('exports every metric the alert rules read, and each rule links a runbook section', async () => {
    const rules = readFileSync(RULES_FILE, 'utf8');
    const exprs = [...rules.matchAll(/^\s*expr:\s*(.+)$/gm)].map((match) => match[1] ?? '');
    const alerts = [...rules.matchAll(/^\s*- alert:\s*(\S+)$/gm)];
    expect(exprs.length).toBeGreaterThanOrEqual(5);
    expect(exprs).toHaveLength(alerts.length);
    const exported = new Set((await samples(t)).map((sample) => sample.name));
    for (const expr of exprs) {
      const names = metricNamesOf(expr);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names)
        expect({ expr, name, exported: exported.has(name) }).toEqual({
          expr,
          name,
          exported: true,
        });
    }
    const doc = readFileSync(OPERATIONS_DOC, 'utf8');
    const anchors = new Set(
      [...doc.matchAll(/^#+ (.+)$/gm)].map((match) =>
        (match[1] ?? '')
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replace(/ /g, '-'),
      ),
    );
    const runbooks = [...rules.matchAll(/^\s*runbook:\s*docs\/operations\.md#(\S+)$/gm)];
    expect(runbooks).toHaveLength(alerts.length);
    for (const [, anchor] of runbooks)
      expect({ anchor, found: anchors.has(anchor ?? '') }).toEqual({
        anchor,
        found: true,
      });
  });
});

describe('GET /api/metrics: queue facts', () => {
  it(
    'reports failed jobs, the oldest waiting job and the jobs the workers finished',
    () =>
      withOwnQueues(async ({ REDIS_KEY_PREFIX, queue, failOneJob, addWaitingSince }) => {
        const maintenance = queue('maintenance');
        await failOneJob(maintenance, 'ping');
        const t = await startTestApp({ REDIS_KEY_PREFIX, METRICS_TOKEN: TOKEN });
        try {
          await addWaitingSince(maintenance, 'ping', 90);
          const after = await samples(t);
          expect(
            find(after, 'encore_queue_jobs', { queue: 'maintenance', state: 'failed' })[0]?.value,
          ).toBe(1);
          expect(
            find(after, 'encore_queue_jobs', { queue: 'maintenance', state: 'waiting' })[0]?.value,
          ).toBe(1);
          const age = find(after, 'encore_queue_oldest_waiting_job_age_seconds', {
            queue: 'maintenance',
          })[0]?.value;
          expect(age).toBeGreaterThanOrEqual(90);
          expect(age).toBeLessThan(150);
        } finally {
          await t.close();
        }
        // A worker process (here the API's embedded one) tallies what it finished.
        const worker = await startTestApp({
          REDIS_KEY_PREFIX,
          METRICS_TOKEN: TOKEN,
          EMBEDDED_WORKER: 'true',
        });
        try {
          const completed = async () =>
            find(await samples(worker), 'encore_queue_job_outcomes_total', {
              queue: 'maintenance',
              outcome: 'completed',
            })[0]?.value ?? 0;
          // A bound on waiting, never a measure: the worker starts beside the rest of the suite.
          const deadline = Date.now() + 60_000;
          while ((await completed()) < 1 && Date.now() < deadline) {
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
          expect(await completed()).toBe(1);
        } finally {
          await worker.close();
        }
      }),
    150_000,
  );

  it('answers 404 in the envelope when METRICS_TOKEN is unset', async () => {
    const t = await startTestApp({ METRICS_TOKEN: '' });
    try {
      const res = await scrape(t, `Bearer ${TOKEN}`);
      expectEnvelope(
        { status: res.status, body: (await res.json()) as object, headers: res.headers, ms: 0 },
        404,
        'METRICS.DISABLED',
      );
    } finally {
      await t.close();
    }
  });
});
