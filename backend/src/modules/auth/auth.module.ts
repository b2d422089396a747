import { Module } from '@nestjs/common';

import { QueueModule } from '../../platform/queue/index.js';
import { UsersModule } from '../users/index.js';
import { VerificationModule } from '../verification/index.js';
import { AuthController } from './auth.controller.js';
import { AuthMetrics } from './auth-metrics.js';
import { AuthService } from './auth.service.js';
import { AuthSessions } from './auth-sessions.service.js';
import { AuthThrottle } from './auth-throttle.js';
import { ArtistProfilesRepository } from './artist-profiles.repository.js';
import { InviteCodesRepository } from './invite-codes.repository.js';
import { InviteEntriesRepository } from './invite-entries.repository.js';
import { InviteGrants } from './invite-grants.js';
import { AuthJobsProcessor } from './jobs/auth-jobs.processor.js';
import { AUTH_QUEUE } from './jobs/auth-queue.js';
import { PasswordResetService } from './password-reset.service.js';
import { SecondFactorModule } from './second-factor/index.js';
import { SessionsRepository } from './sessions.repository.js';
import { UserSessions } from './user-sessions.js';

@Module({
  imports: [
    QueueModule.forFeature(AUTH_QUEUE),
    UsersModule,
    VerificationModule,
    SecondFactorModule,
  ],
  controllers: [AuthController],
  providers: [
    ArtistProfilesRepository,
    AuthMetrics,
    AuthService,
    AuthSessions,
    AuthThrottle,
    InviteCodesRepository,
    InviteEntriesRepository,
    InviteGrants,
    PasswordResetService,
    SessionsRepository,
    UserSessions,
  ],
  exports: [PasswordResetService, InviteCodesRepository, UserSessions],
})
export class AuthModule {}

/** The auth module's queue processors (in the worker, or in the API when EMBEDDED_WORKER). */
@Module({ imports: [AuthModule], providers: [AuthJobsProcessor] })
export class AuthJobsModule {}
