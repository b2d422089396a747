import { isIP } from 'node:net';

import {
  WAITLIST_COLLECTION_AGENCIES,
  WAITLIST_COUNTRIES,
  WAITLIST_DISTRIBUTORS,
  WAITLIST_FEATURED_COUNTRIES,
  WAITLIST_LIST_LIMITS,
  WAITLIST_MUSIC_LINK_TYPES,
  WAITLIST_REFERRAL_SOURCES,
  WAITLIST_RELEASE_PLAN_OPTIONS,
  WAITLIST_STREAMING_PLATFORMS,
  WAITLIST_TEXT_LIMITS,
} from '@encore/shared-rules';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';

import type { JobName, JobPayload } from '../../platform/queue/index.js';
import { isHoneypotFilled } from './domain/waitlist-entry.js';
import type {
  WaitlistConfirmedDto,
  WaitlistJoinedDto,
  WaitlistUnsubscribedDto,
} from './dto/waitlist-replies.dto.js';
import type { WaitlistOptionsDto } from './dto/waitlist-options.dto.js';
import { WAITLIST_QUEUE } from './jobs/waitlist-queue.js';
import { hashLinkToken } from './link-tokens.js';
import { WaitlistErrors } from './waitlist.errors.js';
import { type WaitlistForm, WaitlistIntake } from './waitlist-intake.js';
import { type ConsentSource, WaitlistRepository } from './waitlist.repository.js';
import { WaitlistMetrics } from './waitlist-metrics.js';
import { WaitlistThrottle } from './waitlist-throttle.js';

/** The request a sign-up came in: its client IP (as TRUST_PROXY lets Fastify see it) and browser. */
export interface SignUpClient {
  ip: string;
  userAgent: string | undefined;
}

/** Browsers send 100-300 characters; the rest of a longer one is not evidence of anything. */
export const USER_AGENT_MAX = 512;

const JOINED: WaitlistJoinedDto = {
  status: 'pending_confirmation',
  message:
    'Thanks for joining! Please check your inbox and open the link we sent you to confirm your email address.',
};

const consentSource = ({ ip, userAgent }: SignUpClient): ConsentSource => ({
  // A forwarded-for value need not be an address; the column takes addresses only.
  ip: isIP(ip) === 0 ? null : ip,
  userAgent: userAgent ? userAgent.replaceAll('\0', '').slice(0, USER_AGENT_MAX) : null,
});

/** The waitlists: sign-ups with double opt-in, the links mailed, and the forms' lists. */
@Injectable()
export class WaitlistService {
  private readonly logger = new Logger(WaitlistService.name);

  constructor(
    private readonly intake: WaitlistIntake,
    private readonly entries: WaitlistRepository,
    private readonly throttle: WaitlistThrottle,
    @InjectQueue(WAITLIST_QUEUE) private readonly queue: Queue,
    private readonly metrics: WaitlistMetrics,
  ) {}

  /**
   * Stores a first sign-up and queues its confirmation mail; a repeat one (same list and email,
   * any case) changes nothing and gets another mail only when RESEND_AFTER_MINUTES have passed
   * and it is still unconfirmed. The honeypot's catch stores nothing. All get the same reply.
   */
  async join(submission: WaitlistForm, client: SignUpClient): Promise<WaitlistJoinedDto> {
    if (isHoneypotFilled(submission.form)) {
      this.logger.log(`Waitlist (${submission.kind}) honeypot filled: nothing stored`);
      this.metrics.signedUp(submission.kind, 'honeypot');
      return JOINED;
    }
    const entry = await this.intake.entryOf(submission);
    const claim = await this.entries.addOrFind(entry, consentSource(client));
    this.metrics.signedUp(submission.kind, claim?.isNew === true ? 'new' : 'repeat');
    if (claim !== null) {
      const name: JobName<'waitlist'> = 'confirmation-mail';
      const payload: JobPayload<'waitlist', 'confirmation-mail'> = { entryId: claim.entryId };
      await this.queue.add(name, payload, {
        jobId: `confirm-${claim.entryId}-${Date.parse(claim.claimedAt)}`,
      });
    }
    return JOINED;
  }

  async confirm(token: string, ip: string): Promise<WaitlistConfirmedDto> {
    await this.throttle.linkUsed(ip);
    const outcome = await this.entries.confirm(hashLinkToken(token));
    if (outcome === null) throw WaitlistErrors.CONFIRM_LINK_INVALID();
    if (outcome === 'used') throw WaitlistErrors.CONFIRM_LINK_USED();
    return { status: 'confirmed', message: "Your email address is confirmed: you're on the list!" };
  }

  async unsubscribe(token: string, ip: string): Promise<WaitlistUnsubscribedDto> {
    await this.throttle.linkUsed(ip);
    if (!(await this.entries.unsubscribe(hashLinkToken(token)))) {
      throw WaitlistErrors.UNSUBSCRIBE_LINK_INVALID();
    }
    return {
      status: 'unsubscribed',
      message: "You're unsubscribed: we won't send you any more waitlist emails.",
    };
  }

  options(): WaitlistOptionsDto {
    return {
      distributors: [...WAITLIST_DISTRIBUTORS],
      collection_agencies: [...WAITLIST_COLLECTION_AGENCIES],
      music_link_types: [...WAITLIST_MUSIC_LINK_TYPES],
      streaming_platforms: [...WAITLIST_STREAMING_PLATFORMS],
      referral_sources: [...WAITLIST_REFERRAL_SOURCES],
      release_plan: [...WAITLIST_RELEASE_PLAN_OPTIONS],
      countries: [...WAITLIST_COUNTRIES],
      featured_countries: [...WAITLIST_FEATURED_COUNTRIES],
      text_limits: { ...WAITLIST_TEXT_LIMITS },
      list_limits: { ...WAITLIST_LIST_LIMITS },
    };
  }
}
