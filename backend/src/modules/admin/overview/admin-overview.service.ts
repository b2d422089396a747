import { Injectable } from '@nestjs/common';

import { AppConfig } from '../../../config/index.js';
import { type QueueFacts, QueueSnapshot } from '../../../platform/metrics/index.js';
import { SalesReader } from '../../payments/index.js';
import type { AdminOverviewDto, QueueHealthDto } from './overview.dto.js';
import { OverviewReader } from './overview.reader.js';
import { OVERVIEW_DAYS, overviewWindow } from './overview-window.js';
import { queueHealthOf } from './queue-health.js';

/** Redis that does not answer by then leaves the queues out rather than the whole page. */
const QUEUE_READ_MS = 1500;

const readWithin = <T>(read: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer in ${ms} ms`));
    }, ms);
  });
  return Promise.race([read, late]).finally(() => {
    clearTimeout(timer);
  });
};

/**
 * The admin dashboard's figures: four reads in parallel (the counts, the play rollups, the
 * sales, the queues), each one statement or one Redis round per queue.
 */
@Injectable()
export class AdminOverview {
  constructor(
    private readonly reader: OverviewReader,
    private readonly sales: SalesReader,
    private readonly queues: QueueSnapshot,
    private readonly config: AppConfig,
  ) {}

  async read(now: Date): Promise<AdminOverviewDto> {
    const window = overviewWindow(now);
    const [counts, plays, sales, queues] = await Promise.all([
      this.reader.counts(),
      this.reader.plays(window),
      this.sales.totals(window.from),
      this.queueHealth(),
    ]);
    return {
      as_of: now.toISOString(),
      period: { ...window, days: OVERVIEW_DAYS },
      users: {
        total: counts.users,
        listeners: counts.listeners,
        artists: counts.artist_accounts,
        admins: counts.admins,
      },
      catalogue: { artists: counts.artists, albums: counts.albums, tracks: counts.tracks },
      plays: {
        today: plays.plays_today,
        last_28_days: plays.plays_period,
        previews_today: plays.previews_today,
        previews_last_28_days: plays.previews_period,
      },
      sales: { all_time: sales.allTime, last_28_days: sales.since },
      waitlists: {
        artist: {
          confirmed: counts.artist_waitlist_confirmed,
          unconfirmed: counts.artist_waitlist_unconfirmed,
        },
        fan: {
          confirmed: counts.fan_waitlist_confirmed,
          unconfirmed: counts.fan_waitlist_unconfirmed,
        },
      },
      queues,
    };
  }

  private async queueHealth(): Promise<QueueHealthDto[] | null> {
    let facts: QueueFacts[];
    try {
      facts = await readWithin(this.queues.read(), QUEUE_READ_MS);
    } catch {
      return null;
    }
    return queueHealthOf(facts, {
      maxFailedJobs: this.config.env.HEALTH_MAX_FAILED_JOBS,
      maxBacklogSeconds: this.config.env.HEALTH_MAX_BACKLOG_SECONDS,
    });
  }
}
