import { ApiProperty } from '@nestjs/swagger';

import { Field } from '../../../platform/http/index.js';
import { ACCESS_TYPES, type AccessType } from '../../catalogue/index.js';

const UUID = { type: 'string', format: 'uuid' } as const;
const RETURN_URL = { type: 'string', pattern: /^https?:\/\/[^\s]+$/, maxLength: 2000 } as const;
/** Stripe ids: a prefix, an underscore and letters or digits. */
const STRIPE_ID = (prefix: string) =>
  ({
    type: 'string',
    pattern: new RegExp(`^${prefix}_[A-Za-z0-9_]{1,250}$`),
    maxLength: 255,
  }) as const;

export class CheckoutMetadataDto {
  @Field(UUID, { message: 'The album id must be a UUID' }) album_id!: string;
  @Field(UUID, { message: 'The user id must be a UUID' }) user_id!: string;
  @Field(
    { type: 'string', enum: ACCESS_TYPES },
    { message: `The access type must be one of ${ACCESS_TYPES.join(', ')}` },
  )
  access_type!: AccessType;
}

/** The spec's checkout request (§3): the server checks every part against what it knows. */
export class CheckoutRequestDto {
  @Field(UUID, { message: 'The user id must be a UUID' }) user_id!: string;
  @Field(STRIPE_ID('price'), { message: 'The price id must be a Stripe price id (price_…)' })
  price_id!: string;
  @Field(RETURN_URL, { message: 'The success address must be a URL' }) success_url!: string;
  @Field(RETURN_URL, { message: 'The cancel address must be a URL' }) cancel_url!: string;
  @Field(
    { type: 'object', dto: CheckoutMetadataDto },
    { message: 'metadata must be an object with album_id, user_id and access_type' },
  )
  metadata!: CheckoutMetadataDto;
}

export class CheckoutReplyDto {
  @ApiProperty({ description: 'The provider checkout page; the browser navigates to it' })
  url!: string;
  @ApiProperty() session_id!: string;
}

export class ConfirmCheckoutDto {
  @Field(STRIPE_ID('cs'), { message: 'The session id must be a Stripe Checkout session id (cs_…)' })
  session_id!: string;
}

export class PriceParams {
  @Field(
    { type: 'string', enum: ACCESS_TYPES },
    { message: `The access type must be one of ${ACCESS_TYPES.join(', ')}` },
  )
  accessType!: AccessType;
}

/** What one access type costs (the checkout page shows it and sends `price_id` back). */
export class PriceDto {
  @ApiProperty({ enum: ACCESS_TYPES }) access_type!: AccessType;
  @ApiProperty() price_id!: string;
  @ApiProperty({ description: 'In minor units (599 = £5.99)' }) amount!: number;
  @ApiProperty({ example: 'gbp' }) currency!: string;
}
