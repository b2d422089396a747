import type { AdminOverview, QueueHealth } from '../api/overview-api';

export const queueFixture = (overrides: Partial<QueueHealth> = {}): QueueHealth => ({
  queue: 'analytics',
  waiting: 0,
  active: 0,
  delayed: 0,
  failed: 0,
  oldest_waiting_seconds: 0,
  problems: [],
  ...overrides,
});

/** A pre-launch day: a few hundred users, the demo catalogue, some sales, busy waitlists. */
export const OVERVIEW: AdminOverview = {
  as_of: '2026-11-26T14:03:00.000Z',
  period: { from: '2026-10-30', to: '2026-11-26', days: 28 },
  users: { total: 1234, listeners: 1200, artists: 31, admins: 3 },
  catalogue: { artists: 12, albums: 30, tracks: 312 },
  plays: { today: 420, last_28_days: 18_250, previews_today: 35, previews_last_28_days: 1_002 },
  sales: {
    all_time: [
      { currency: 'GBP', count: 57, gross: 34_143 },
      { currency: 'EUR', count: 2, gross: 1_400 },
    ],
    last_28_days: [{ currency: 'GBP', count: 12, gross: 7_188 }],
  },
  waitlists: {
    artist: { confirmed: 140, unconfirmed: 22 },
    fan: { confirmed: 2_310, unconfirmed: 405 },
  },
  queues: [
    queueFixture({ queue: 'analytics', waiting: 3, active: 1 }),
    queueFixture({ queue: 'maintenance' }),
    queueFixture({
      queue: 'mail',
      waiting: 48,
      failed: 120,
      oldest_waiting_seconds: 780,
      problems: ['failed_jobs', 'backlog_seconds'],
    }),
  ],
};

/** A fresh install: nothing yet. */
export const EMPTY_OVERVIEW: AdminOverview = {
  ...OVERVIEW,
  users: { total: 1, listeners: 0, artists: 0, admins: 1 },
  catalogue: { artists: 0, albums: 0, tracks: 0 },
  plays: { today: 0, last_28_days: 0, previews_today: 0, previews_last_28_days: 0 },
  sales: { all_time: [], last_28_days: [] },
  waitlists: { artist: { confirmed: 0, unconfirmed: 0 }, fan: { confirmed: 0, unconfirmed: 0 } },
  queues: [],
};
