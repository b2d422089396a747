import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { Logger } from '@nestjs/common';

import { type MailMessage, Mailer } from './mailer.js';

/**
 * The embedded default: each mail becomes a JSON file in MAIL_DIR (newest sorts last) and a log
 * line, so a developer can follow a reset link without an SMTP server.
 */
export class FileMailer extends Mailer {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly directory: string,
    private readonly from: string,
  ) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const sentAt = new Date();
    const stamp = sentAt.toISOString().replace(/[:.]/g, '-');
    const file = join(this.directory, `${stamp}-${randomBytes(3).toString('hex')}.json`);
    const mail = { from: this.from, ...message, sentAt: sentAt.toISOString() };
    await writeFile(file, JSON.stringify(mail, null, 2) + '\n', { mode: 0o600 });
    this.logger.log(`Mail "${message.subject}" to ${message.to} written to ${file}`);
  }
}
