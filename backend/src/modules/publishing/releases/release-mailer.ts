import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { AppConfig } from '../../../config/index.js';
import { Mailer } from '../../../platform/mail/index.js';
import { UsersRepository } from '../../users/index.js';
import { releaseDecisionMail } from './release-mail.js';
import type { ReleaseMailEvent } from './release-mail-queue.js';
import { ReleasesRepository } from './releases.repository.js';

/** Sends a release's artist accounts the mail about an admin's decision (the worker's part). */
@Injectable()
export class ReleaseMailer {
  constructor(
    private readonly em: EntityManager,
    private readonly releases: ReleasesRepository,
    private readonly users: UsersRepository,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  async send(albumId: string, event: ReleaseMailEvent, reason: string): Promise<void> {
    const release = await this.releases.view(this.em.fork(), albumId);
    // Deleted since (a draft never published): there is nothing left to tell anyone about.
    if (release === null) return;
    const studioLink = new URL(`/artist/studio/releases/${albumId}`, this.config.env.PUBLIC_URL)
      .href;
    for (const account of await this.users.accountsOfArtist(release.artistId)) {
      await this.mailer.send(
        releaseDecisionMail(account.email, { title: release.title, studioLink }, event, reason),
      );
    }
  }
}
