import { Processor } from '@nestjs/bullmq';

import { type JobHandlers, TypedProcessor } from '../../../platform/queue/index.js';
import { PUBLISHING_QUEUE } from '../jobs/publishing-queue.js';
import { BuyersMailer } from './buyers-mailer.js';
import { ReleaseMailer } from './release-mailer.js';
import { ReleasePublisher } from './release-publisher.js';

/** The `publishing` queue: scheduled releases going public, the artist's and the buyers' mails. */
@Processor(PUBLISHING_QUEUE)
export class ReleasesJobsProcessor extends TypedProcessor<'publishing'> {
  constructor(
    private readonly publisher: ReleasePublisher,
    private readonly mailer: ReleaseMailer,
    private readonly buyersMailer: BuyersMailer,
  ) {
    super();
  }

  protected readonly handlers: JobHandlers<'publishing'> = {
    'publish-scheduled': ({ albumId, at }) => this.publisher.publishScheduled(albumId, at),
    'publish-due': () => this.publisher.publishDue(),
    'release-mail': ({ albumId, event, reason }) => this.mailer.send(albumId, event, reason),
    'buyers-news': (news) => this.buyersMailer.send(news),
  };
}
