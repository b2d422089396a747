import { Injectable } from '@nestjs/common';

import { AlbumAccess, isPurchasable } from '../access/index.js';
import { CatalogueService } from '../catalogue/index.js';
import { grantsAccess } from './domain/purchase-status.js';
import {
  type AccessCheckDto,
  type CheckoutConfirmationDto,
  type PurchaseDto,
  toPurchasedAlbumDto,
  toPurchaseDto,
} from './dto/purchase.dto.js';
import { PaymentsErrors } from './payments.errors.js';
import { PurchasesRepository } from './purchases.repository.js';
import { StripeEvents } from './stripe-events.js';

/** The most purchases one reply lists (far beyond a fan's Soundcheck shelf). */
const MAX_PURCHASES = 500;

/** The caller's side of purchases: access checks, the purchase list and the success page. */
@Injectable()
export class PurchasesService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly access: AlbumAccess,
    private readonly purchases: PurchasesRepository,
    private readonly events: StripeEvents,
  ) {}

  async accessTo(callerId: string, albumId: string): Promise<AccessCheckDto> {
    const [album] = await this.catalogue.albumsByIds([albumId]);
    if (album === undefined) throw PaymentsErrors.ALBUM_NOT_FOUND();
    const subject = { id: album.id, accessType: album.access_type };
    const hasAccess = await this.access.hasAccess(callerId, subject);
    const grantedAt = isPurchasable(album.access_type)
      ? await this.access.grantedAt(callerId, album.id)
      : null;
    return {
      hasAccess,
      accessType: album.access_type,
      grantedAt: grantedAt?.toISOString() ?? null,
    };
  }

  async list(callerId: string): Promise<PurchaseDto[]> {
    const purchases = await this.purchases.listForUser(callerId, MAX_PURCHASES);
    const albums = new Map(
      (await this.catalogue.albumsByIds([...new Set(purchases.map((p) => p.albumId))])).map(
        (album) => [album.id, album],
      ),
    );
    return purchases.flatMap((purchase) => {
      const album = albums.get(purchase.albumId);
      return album ? [toPurchaseDto(purchase, album, grantsAccess(purchase.status))] : [];
    });
  }

  async confirm(callerId: string, sessionId: string): Promise<CheckoutConfirmationDto> {
    const known = await this.purchases.findBySession(sessionId);
    if (known === null || known.userId !== callerId) throw PaymentsErrors.SESSION_NOT_FOUND();
    const purchase = await this.events.fulfil(sessionId, callerId);
    const [album] = await this.catalogue.albumsByIds([purchase.albumId]);
    if (album === undefined) throw PaymentsErrors.ALBUM_NOT_FOUND();
    return {
      session_id: sessionId,
      status: purchase.status,
      has_access: grantsAccess(purchase.status),
      customer_email: purchase.customerEmail,
      album: toPurchasedAlbumDto(album),
    };
  }
}
