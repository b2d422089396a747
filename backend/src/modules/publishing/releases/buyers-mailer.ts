import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { AppConfig } from '../../../config/index.js';
import { Mailer } from '../../../platform/mail/index.js';
import { AlbumBuyers } from '../../payments/index.js';
import { buyersNewsMail } from './release-mail.js';
import type { BuyersNews } from './release-mail-queue.js';
import { ReleasesRepository } from './releases.repository.js';

/** Tells every buyer of a release about its new tracks (the worker's part, docs/adr/0050). */
@Injectable()
export class BuyersMailer {
  constructor(
    private readonly em: EntityManager,
    private readonly releases: ReleasesRepository,
    private readonly buyers: AlbumBuyers,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  async send({ albumId, trackIds, note }: BuyersNews): Promise<void> {
    const em = this.em.fork();
    const [release, tracks, buyers] = await Promise.all([
      this.releases.view(em, albumId),
      this.releases.tracks(em, albumId),
      this.buyers.list(em, albumId),
    ]);
    // Hidden again since (unpublished, taken down): the mail would point at nothing.
    if (release === null || !release.listed || release.slug === null) return;
    const trackTitles = tracks
      .filter((track) => trackIds.includes(track.id) && track.listed)
      .map((track) => track.title);
    if (trackTitles.length === 0) return;
    const albumLink = new URL(`/album/${release.slug}`, this.config.env.PUBLIC_URL).href;
    for (const buyer of buyers) {
      await this.mailer.send(
        buyersNewsMail(buyer.email, {
          artistName: release.artistName,
          title: release.title,
          albumLink,
          trackTitles,
          note,
        }),
      );
    }
  }
}
