import { randomBytes } from 'node:crypto';

import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';

import { QueueSnapshot } from '../../src/platform/metrics/index.js';
import { newAccount, type TestAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, expectEnvelope, uniqueEmail } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { enrol, setRole } from './second-factor-steps.js';

/**
 * GET /api/admin/overview (docs/adr/0034): the figures move by exactly what was added. The test
 * database is shared with the other suites, so each figure is compared with its value before.
 */
interface SalesTotal {
  currency: string;
  count: number;
  gross: number;
}

interface QueueHealth {
  queue: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  oldest_waiting_seconds: number;
  problems: string[];
}

interface Overview {
  as_of: string;
  period: { from: string; to: string; days: number };
  users: { total: number; listeners: number; artists: number; admins: number };
  catalogue: { artists: number; albums: number; tracks: number };
  plays: {
    today: number;
    last_28_days: number;
    previews_today: number;
    previews_last_28_days: number;
  };
  sales: { all_time: SalesTotal[]; last_28_days: SalesTotal[] };
  waitlists: Record<'artist' | 'fan', { confirmed: number; unconfirmed: number }>;
  queues: QueueHealth[] | null;
}

const BACKLOG_LIMIT_SECONDS = 120;
const DAY_MS = 86_400_000;

let t: TestApp;
let admin: TestAccount;

beforeAll(async () => {
  t = await startTestApp({ HEALTH_MAX_BACKLOG_SECONDS: String(BACKLOG_LIMIT_SECONDS) });
  admin = await newAccount(t.baseUrl);
  await setRole(admin.userId, 'admin');
  await enrol(t.baseUrl, admin.token);
});
afterAll(() => t.close());

async function overview(): Promise<Overview> {
  const reply = await call<Overview>(t.baseUrl, 'GET', '/api/admin/overview', {
    token: admin.token,
  });
  expect(reply.status).toBe(200);
  expect(reply.headers.get('cache-control')).toBe('no-store');
  return reply.body;
}

/** The UTC day `days` before `today` (YYYY-MM-DD). */
const dayBefore = (today: string, days: number): string =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
const timeAgo = (days: number): string => new Date(Date.now() - days * DAY_MS).toISOString();

/** One artist with an album of two tracks, straight in the database. */
async function seedCatalogue(): Promise<{ artistId: string; albumId: string; trackIds: string[] }> {
  return withDb(async (db) => {
    const tag = randomBytes(4).toString('hex');
    const artist = await db.query<{ id: string }>(
      'insert into artists (name) values ($1) returning id',
      [`Overview Artist ${tag}`],
    );
    const artistId = artist.rows[0]?.id ?? '';
    const album = await db.query<{ id: string }>(
      'insert into albums (title, artist_id) values ($1, $2) returning id',
      [`Overview Album ${tag}`, artistId],
    );
    const albumId = album.rows[0]?.id ?? '';
    const trackIds: string[] = [];
    for (const n of [1, 2]) {
      const track = await db.query<{ id: string }>(
        `insert into tracks (title, track_number, duration_s, file_path, album_id, artist_id)
         values ($1, $2, 180, $3, $4, $5) returning id`,
        [`Overview Track ${tag} ${n}`, n, `overview/${tag}-${n}.mp3`, albumId, artistId],
      );
      trackIds.push(track.rows[0]?.id ?? '');
    }
    return { artistId, albumId, trackIds };
  });
}

/** A rollup row as the worker writes it: `plays` full plays and `previews` previews that day. */
async function seedPlays(
  rows: { trackId: string; artistId: string; day: string; plays: number; previews: number }[],
) {
  await withDb(async (db) => {
    for (const row of rows) {
      await db.query(
        `insert into play_daily_track_metrics (track_id, day, artist_id, plays, streams, completes,
           partials, skips, previews, listening_time_ms, mobile_plays, desktop_plays, retention)
         values ($1, $2, $3, $4, $4, $4, 0, 0, $5, $4 * 180000, 0, $4, array_fill(0, array[21]))`,
        [row.trackId, row.day, row.artistId, row.plays, row.previews],
      );
    }
  });
}

async function seedPurchases(
  albumId: string,
  buyerId: string,
  rows: { status: string; amount: number; currency: string; paidAt: string | null }[],
) {
  await withDb(async (db) => {
    for (const row of rows) {
      await db.query(
        `insert into purchases (user_id, album_id, access_type, price_id, amount, currency, status,
           paid_at)
         values ($1, $2, 'soundcheck', 'price_overview', $3, $4, $5, $6)`,
        [buyerId, albumId, row.amount, row.currency, row.status, row.paidAt],
      );
    }
  });
}

async function seedWaitlist(kind: 'artist' | 'fan', confirmed: boolean) {
  await withDb((db) =>
    db.query(
      `insert into waitlist_entries (kind, email, name, consent_version, consent_boxes,
         confirmed_at)
       values ($1, $2, 'Overview Entry', 'test', '{}', $3)`,
      [kind, uniqueEmail('overview'), confirmed ? new Date() : null],
    ),
  );
}

const totalOf = (totals: SalesTotal[], currency: string): SalesTotal =>
  totals.find((total) => total.currency === currency) ?? { currency, count: 0, gross: 0 };

describe('GET /api/admin/overview', () => {
  it('counts what was added: accounts, catalogue, plays, sales and waitlists', async () => {
    const before = await overview();
    // The server's today: the figures below are placed on days counted back from it.
    const dayAgo = (days: number) => dayBefore(before.period.to, days);

    const [listener, artistAccount] = await Promise.all([
      newAccount(t.baseUrl),
      newAccount(t.baseUrl),
    ]);
    await setRole(artistAccount.userId, 'artist');
    const { artistId, albumId, trackIds } = await seedCatalogue();
    const [first = '', second = ''] = trackIds;
    await seedPlays([
      { trackId: first, artistId, day: dayAgo(0), plays: 5, previews: 2 },
      { trackId: second, artistId, day: dayAgo(0), plays: 3, previews: 0 },
      { trackId: first, artistId, day: dayAgo(10), plays: 7, previews: 1 },
      { trackId: first, artistId, day: dayAgo(27), plays: 4, previews: 0 },
      // Outside the 28 days (today is the 28th): counted nowhere.
      { trackId: first, artistId, day: dayAgo(28), plays: 100, previews: 50 },
    ]);
    await seedPurchases(albumId, listener.userId, [
      { status: 'paid', amount: 599, currency: 'gbp', paidAt: timeAgo(0) },
      { status: 'restored', amount: 599, currency: 'gbp', paidAt: timeAgo(20) },
      { status: 'paid', amount: 499, currency: 'gbp', paidAt: timeAgo(60) },
      { status: 'paid', amount: 700, currency: 'eur', paidAt: timeAgo(1) },
      // Refunded, lost disputes, unfinished checkouts: not sales.
      { status: 'refunded', amount: 599, currency: 'gbp', paidAt: timeAgo(2) },
      { status: 'revoked', amount: 599, currency: 'gbp', paidAt: timeAgo(3) },
      { status: 'pending', amount: 599, currency: 'gbp', paidAt: null },
    ]);
    await seedWaitlist('artist', true);
    await seedWaitlist('artist', false);
    await seedWaitlist('artist', false);
    await seedWaitlist('fan', true);
    await seedWaitlist('fan', true);
    await seedWaitlist('fan', true);

    const after = await overview();

    expect(after.period).toEqual({ from: dayAgo(27), to: dayAgo(0), days: 28 });
    expect(after.users).toEqual({
      total: before.users.total + 2,
      listeners: before.users.listeners + 1,
      artists: before.users.artists + 1,
      admins: before.users.admins,
    });
    expect(after.catalogue).toEqual({
      artists: before.catalogue.artists + 1,
      albums: before.catalogue.albums + 1,
      tracks: before.catalogue.tracks + 2,
    });
    expect(after.plays).toEqual({
      today: before.plays.today + 8,
      last_28_days: before.plays.last_28_days + 19,
      previews_today: before.plays.previews_today + 2,
      previews_last_28_days: before.plays.previews_last_28_days + 3,
    });
    const gbpBefore = totalOf(before.sales.all_time, 'GBP');
    const recentGbpBefore = totalOf(before.sales.last_28_days, 'GBP');
    expect(totalOf(after.sales.all_time, 'GBP')).toEqual({
      currency: 'GBP',
      count: gbpBefore.count + 3,
      gross: gbpBefore.gross + 599 + 599 + 499,
    });
    expect(totalOf(after.sales.last_28_days, 'GBP')).toEqual({
      currency: 'GBP',
      count: recentGbpBefore.count + 2,
      gross: recentGbpBefore.gross + 599 + 599,
    });
    expect(totalOf(after.sales.last_28_days, 'EUR')).toEqual({
      currency: 'EUR',
      count: totalOf(before.sales.last_28_days, 'EUR').count + 1,
      gross: totalOf(before.sales.last_28_days, 'EUR').gross + 700,
    });
    expect(after.waitlists).toEqual({
      artist: {
        confirmed: before.waitlists.artist.confirmed + 1,
        unconfirmed: before.waitlists.artist.unconfirmed + 2,
      },
      fan: {
        confirmed: before.waitlists.fan.confirmed + 3,
        unconfirmed: before.waitlists.fan.unconfirmed,
      },
    });
  });

  it('shows every queue with its counts, and a backlog past the health limit', async () => {
    const names = t.app
      .get(QueueSnapshot)
      .queues()
      .map((queue) => queue.name);
    const maintenance = t.app.get<Queue>(getQueueToken('maintenance'));
    // No worker runs in the tests: a job added ten minutes ago is still waiting.
    const job = await maintenance.add(
      'ping',
      { sentAt: new Date().toISOString() },
      { timestamp: Date.now() - 600_000 },
    );
    try {
      // The queue snapshot is shared for a second; wait past it.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const { queues } = await overview();
      const counts = await maintenance.getJobCounts('waiting', 'active', 'delayed', 'failed');

      expect(queues?.map((queue) => queue.queue)).toEqual(names);
      const row = queues?.find((queue) => queue.queue === 'maintenance');
      expect(row).toEqual({
        queue: 'maintenance',
        waiting: counts.waiting,
        active: counts.active,
        delayed: counts.delayed,
        failed: counts.failed,
        oldest_waiting_seconds: expect.any(Number),
        problems: ['backlog_seconds'],
      });
      expect(row?.waiting).toBeGreaterThanOrEqual(1);
      expect(row?.oldest_waiting_seconds).toBeGreaterThanOrEqual(600);
    } finally {
      await job.remove();
    }
  });

  it('is refused to a listener and to an admin who has not passed the second factor', async () => {
    const listener = await newAccount(t.baseUrl);
    expectEnvelope(
      await call(t.baseUrl, 'GET', '/api/admin/overview', { token: listener.token }),
      403,
      'ADMIN.NOT_ADMIN',
    );
    await setRole(listener.userId, 'admin');
    expectEnvelope(
      await call(t.baseUrl, 'GET', '/api/admin/overview', { token: listener.token }),
      401,
      'ADMIN.SECOND_FACTOR_ENROLMENT_REQUIRED',
    );
  });
});
