import { Injectable, Logger } from '@nestjs/common';

import { AppConfig } from '../../../config/index.js';
import { Mailer } from '../../../platform/mail/index.js';
import { inviteStatusOf } from '../../auth/index.js';
import { judgeInviteMail } from '../screening/domain/screening.js';
import { ScreeningRepository } from '../screening/screening.repository.js';
import { inviteMail } from './invite-mail.js';

/**
 * The worker's half of an approval: mails the entry its invite code, if the mail is still right
 * to send now (the code may have been used, revoked or have expired since it was queued).
 */
@Injectable()
export class InviteMailer {
  private readonly logger = new Logger(InviteMailer.name);

  constructor(
    private readonly entries: ScreeningRepository,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  async send(entryId: string): Promise<void> {
    const facts = await this.entries.inviteMailFacts(entryId);
    const invite = facts?.invite;
    if (!facts || !invite) return;
    const inviteUsable = inviteStatusOf(invite, new Date()) === 'active';
    const verdict = judgeInviteMail({ ...facts, inviteUsable });
    if (verdict.kind !== 'allowed') {
      this.logger.log(`Invite mail for waitlist entry ${entryId} not sent: ${verdict.kind}`);
      return;
    }
    const link = new URL('/register', this.config.env.PUBLIC_URL);
    link.searchParams.set('invite', invite.code);
    await this.mailer.send(
      inviteMail({
        to: facts.email,
        name: facts.name,
        kind: facts.kind,
        code: invite.code,
        registerLink: link.href,
        expiresAt: invite.expiresAt,
        studioLink: new URL('/artist/studio', this.config.env.PUBLIC_URL).href,
      }),
    );
    await this.entries.markInviteMailed(entryId, invite.id);
  }
}
