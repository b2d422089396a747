import { Injectable } from '@nestjs/common';

import { AppConfig } from '../../../config/index.js';
import { Mailer } from '../../../platform/mail/index.js';
import { CatalogueService } from '../../catalogue/index.js';
import { UsersRepository } from '../../users/index.js';
import { PurchasesRepository } from '../purchases.repository.js';
import { receiptMail, saleNoticeMail } from './purchase-mail.js';

/** Sends a paid purchase's receipt to the buyer and its sale notice to the album's artist. */
@Injectable()
export class PurchaseMailer {
  constructor(
    private readonly purchases: PurchasesRepository,
    private readonly catalogue: CatalogueService,
    private readonly users: UsersRepository,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  async send(purchaseId: string): Promise<void> {
    const purchase = await this.purchases.findById(purchaseId);
    if (purchase === null || purchase.paidAt === null) return;
    const [album] = await this.catalogue.albumsByIds([purchase.albumId]);
    const buyer = await this.users.findById(purchase.userId);
    if (album === undefined || buyer === null) return;
    const sold = { title: album.title, artistName: album.artist_name };
    const paid = { ...purchase, paidAt: purchase.paidAt };
    const albumLink = new URL(`/album/${album.slug ?? album.id}`, this.config.env.PUBLIC_URL).href;
    await this.mailer.send(
      receiptMail(purchase.customerEmail ?? buyer.email, sold, paid, albumLink),
    );
    for (const account of await this.users.accountsOfArtist(album.artist_id)) {
      await this.mailer.send(saleNoticeMail(account.email, sold, paid));
    }
  }
}
