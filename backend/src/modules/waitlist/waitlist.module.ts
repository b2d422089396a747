import { Module } from '@nestjs/common';

import { QueueModule } from '../../platform/queue/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { VerificationModule } from '../verification/index.js';
import { CatalogueGenres } from './catalogue-genres.js';
import { DisposableEmailDomains } from './disposable-email-domains.js';
import { ConfirmationMailer } from './jobs/confirmation-mailer.js';
import { InviteMailer } from './jobs/invite-mailer.js';
import { PurgeSchedule } from './jobs/purge-schedule.js';
import { WaitlistJobsProcessor } from './jobs/waitlist-jobs.processor.js';
import { WAITLIST_QUEUE } from './jobs/waitlist-queue.js';
import { InviteMailQueue } from './screening/invite-mail-queue.js';
import { ScreeningRepository } from './screening/screening.repository.js';
import { WaitlistController } from './waitlist.controller.js';
import { WaitlistIntake } from './waitlist-intake.js';
import { WaitlistMetrics } from './waitlist-metrics.js';
import { WaitlistRepository } from './waitlist.repository.js';
import { WaitlistService } from './waitlist.service.js';
import { WaitlistThrottle } from './waitlist-throttle.js';

/**
 * The artist and fan waitlists (ADR 0021): sign-ups behind human verification, double opt-in,
 * unsubscribe links, and the forms' option lists.
 */
@Module({
  imports: [QueueModule.forFeature(WAITLIST_QUEUE), CatalogueModule, VerificationModule],
  controllers: [WaitlistController],
  providers: [
    WaitlistService,
    WaitlistRepository,
    WaitlistIntake,
    WaitlistThrottle,
    WaitlistMetrics,
    CatalogueGenres,
    DisposableEmailDomains,
  ],
})
export class WaitlistModule {}

/**
 * Waitlist screening's facts (docs/adr/0035), for the admin area's routes: the entries as admins
 * list, read, decide and export them, and the invite mail an approval queues.
 */
@Module({
  imports: [QueueModule.forFeature(WAITLIST_QUEUE)],
  providers: [ScreeningRepository, InviteMailQueue],
  exports: [ScreeningRepository, InviteMailQueue],
})
export class WaitlistScreeningModule {}

/**
 * The waitlist queue's processor (in the worker, or in the API when EMBEDDED_WORKER): the
 * confirmation and invite mails, and the hourly purge of entries unconfirmed for 30 days, which
 * it schedules.
 */
@Module({
  imports: [QueueModule.forFeature(WAITLIST_QUEUE)],
  providers: [
    WaitlistRepository,
    ScreeningRepository,
    ConfirmationMailer,
    InviteMailer,
    WaitlistJobsProcessor,
    PurgeSchedule,
  ],
})
export class WaitlistJobsModule {}
