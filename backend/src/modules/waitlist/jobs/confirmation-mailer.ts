import { Injectable } from '@nestjs/common';

import { AppConfig } from '../../../config/index.js';
import { Mailer } from '../../../platform/mail/index.js';
import { hashLinkToken, newLinkToken } from '../link-tokens.js';
import { WaitlistRepository } from '../waitlist.repository.js';
import { confirmationMail } from './confirmation-mail.js';

/** Unconfirmed entries are deleted after this many days (their links stop working with them). */
export const UNCONFIRMED_DAYS = 30;

/**
 * The worker's half of a sign-up: fresh links for this mail (only their hashes are stored, so
 * every mail's links keep working until used or purged), then the mail.
 */
@Injectable()
export class ConfirmationMailer {
  constructor(
    private readonly entries: WaitlistRepository,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  async send(entryId: string): Promise<void> {
    const recipient = await this.entries.recipient(entryId);
    if (recipient === null || recipient.confirmed) return;
    const tokens = { confirm: newLinkToken(), unsubscribe: newLinkToken() };
    const stored = await this.entries.addLinkTokens(entryId, {
      confirm: hashLinkToken(tokens.confirm),
      unsubscribe: hashLinkToken(tokens.unsubscribe),
    });
    if (!stored) return;
    const links = {
      confirm: this.link('/waitlist/confirm', tokens.confirm),
      unsubscribe: this.link('/waitlist/unsubscribe', tokens.unsubscribe),
    };
    await this.mailer.send(
      confirmationMail(recipient.email, recipient.name, recipient.kind, links, UNCONFIRMED_DAYS),
    );
  }

  private link(path: string, token: string): string {
    const url = new URL(path, this.config.env.PUBLIC_URL);
    url.searchParams.set('token', token);
    return url.href;
  }
}
