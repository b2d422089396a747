import { Global, Module } from '@nestjs/common';

import { AppConfig } from '../../config/index.js';
import { FileMailer } from './file-mailer.js';
import { Mailer } from './mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

@Global()
@Module({
  providers: [
    {
      provide: Mailer,
      inject: [AppConfig],
      useFactory: ({ env }: AppConfig): Mailer =>
        env.SMTP_URL
          ? new SmtpMailer(env.SMTP_URL, env.MAIL_FROM)
          : new FileMailer(env.MAIL_DIR, env.MAIL_FROM),
    },
  ],
  exports: [Mailer],
})
export class MailModule {}
