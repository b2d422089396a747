import { ApiProperty } from '@nestjs/swagger';

import { Field } from '../../../platform/http/index.js';
import { ACCESS_TYPES, type AccessType, type AlbumDto } from '../../catalogue/index.js';
import { PURCHASE_STATUSES, type PurchaseStatus } from '../domain/purchase-status.js';
import type { PurchaseRecord } from '../purchases.repository.js';

export class PurchasedAlbumDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) slug!: string | null;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) artwork_url!: string | null;
  @ApiProperty() artist_name!: string;
  @ApiProperty({ type: String, nullable: true }) artist_slug!: string | null;
}

/** One of the caller's purchases (the spec leaves the shape to us, §7). */
export class PurchaseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: PurchasedAlbumDto }) album!: PurchasedAlbumDto;
  @ApiProperty({ enum: ACCESS_TYPES }) access_type!: AccessType;
  @ApiProperty({ description: 'In minor units (599 = £5.99)' }) amount!: number;
  @ApiProperty({ example: 'gbp' }) currency!: string;
  @ApiProperty({ enum: PURCHASE_STATUSES }) status!: PurchaseStatus;
  @ApiProperty({ description: 'Whether this purchase gives access now' }) has_access!: boolean;
  @ApiProperty({ format: 'date-time' }) purchased_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paid_at!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The Stripe Checkout session id' })
  session_id!: string | null;
}

/** The spec's access check result (§3). */
export class AccessCheckDto {
  @ApiProperty() hasAccess!: boolean;
  @ApiProperty({ enum: ACCESS_TYPES }) accessType!: AccessType;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When a Soundcheck purchase gave access; null for open albums and no access',
  })
  grantedAt!: string | null;
}

export class AlbumAccessParams {
  @Field({ type: 'string', format: 'uuid' }, { message: 'The album id must be a UUID' })
  albumId!: string;
}

/** What the success page shows after asking the server to confirm the payment with Stripe. */
export class CheckoutConfirmationDto {
  @ApiProperty() session_id!: string;
  @ApiProperty({ enum: PURCHASE_STATUSES }) status!: PurchaseStatus;
  @ApiProperty() has_access!: boolean;
  @ApiProperty({ type: String, nullable: true }) customer_email!: string | null;
  @ApiProperty({ type: PurchasedAlbumDto }) album!: PurchasedAlbumDto;
}

export const toPurchasedAlbumDto = (album: AlbumDto): PurchasedAlbumDto => ({
  id: album.id,
  slug: album.slug,
  title: album.title,
  artwork_url: album.artwork_url,
  artist_name: album.artist_name,
  artist_slug: album.artist_slug,
});

export const toPurchaseDto = (
  purchase: PurchaseRecord,
  album: AlbumDto,
  hasAccess: boolean,
): PurchaseDto => ({
  id: purchase.id,
  album: toPurchasedAlbumDto(album),
  access_type: purchase.accessType,
  amount: purchase.amount,
  currency: purchase.currency,
  status: purchase.status,
  has_access: hasAccess,
  purchased_at: purchase.createdAt.toISOString(),
  paid_at: purchase.paidAt?.toISOString() ?? null,
  session_id: purchase.checkoutSessionId,
});
