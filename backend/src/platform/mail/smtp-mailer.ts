import { createTransport, type Transporter } from 'nodemailer';

import { type MailMessage, Mailer } from './mailer.js';

/** Sends through the SMTP server in SMTP_URL; a failure throws so the mail job retries. */
export class SmtpMailer extends Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transport = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ ...message, from: this.from });
  }
}
