import { Processor } from '@nestjs/bullmq';

import { type JobHandlers, TypedProcessor } from '../../../platform/queue/index.js';
import { PasswordResetService } from '../password-reset.service.js';
import { AUTH_QUEUE } from './auth-queue.js';

@Processor(AUTH_QUEUE)
export class AuthJobsProcessor extends TypedProcessor<'auth'> {
  constructor(private readonly resets: PasswordResetService) {
    super();
  }

  protected readonly handlers: JobHandlers<'auth'> = {
    'password-reset-mail': ({ email }) => this.resets.sendResetMail(email),
  };
}
