import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';

import type { JobName, JobPayload } from '../../../platform/queue/index.js';
import { PUBLISHING_QUEUE } from '../jobs/publishing-queue.js';

export type ReleaseMailEvent = JobPayload<'publishing', 'release-mail'>['event'];
/** New tracks on a release people bought, and the artist's note about them (docs/adr/0050). */
export type BuyersNews = JobPayload<'publishing', 'buyers-news'>;

/**
 * Queues the release's mails once what they tell has committed: the artist's about an admin's
 * decision, the buyers' about new tracks.
 */
@Injectable()
export class ReleaseMailQueue {
  constructor(@InjectQueue(PUBLISHING_QUEUE) private readonly queue: Queue) {}

  /** `decidedAt` tells one decision from another, so each is its own job (and only one). */
  async add(
    albumId: string,
    event: ReleaseMailEvent,
    reason: string,
    decidedAt: Date,
  ): Promise<void> {
    const name: JobName<'publishing'> = 'release-mail';
    const payload: JobPayload<'publishing', 'release-mail'> = { albumId, event, reason };
    await this.queue.add(name, payload, {
      jobId: `release-mail-${albumId}-${event}-${decidedAt.getTime()}`,
    });
  }

  /** One job a publication: `publishedAt` tells it from the release's other publications. */
  async addBuyersNews(news: BuyersNews, publishedAt: Date): Promise<void> {
    const name: JobName<'publishing'> = 'buyers-news';
    await this.queue.add(name, news, {
      jobId: `buyers-news-${news.albumId}-${publishedAt.getTime()}`,
    });
  }
}
