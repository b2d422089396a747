import { Processor } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';

import { type JobHandlers, TypedProcessor } from '../../../platform/queue/index.js';
import { WaitlistRepository } from '../waitlist.repository.js';
import { ConfirmationMailer, UNCONFIRMED_DAYS } from './confirmation-mailer.js';
import { InviteMailer } from './invite-mailer.js';
import { WAITLIST_QUEUE } from './waitlist-queue.js';

@Processor(WAITLIST_QUEUE)
export class WaitlistJobsProcessor extends TypedProcessor<'waitlist'> {
  private readonly logger = new Logger(WaitlistJobsProcessor.name);

  constructor(
    private readonly mail: ConfirmationMailer,
    private readonly entries: WaitlistRepository,
    private readonly invites: InviteMailer,
  ) {
    super();
  }

  protected readonly handlers: JobHandlers<'waitlist'> = {
    'confirmation-mail': ({ entryId }) => this.mail.send(entryId),
    'purge-unconfirmed': async () => {
      const purged = await this.entries.purgeUnconfirmed(UNCONFIRMED_DAYS);
      if (purged > 0) this.logger.log(`Purged ${purged} unconfirmed waitlist entries`);
      return { purged };
    },
    'invite-mail': ({ entryId }) => this.invites.send(entryId),
  };
}
