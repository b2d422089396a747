import { ApiProperty } from '@nestjs/swagger';

import { Field } from '../../../platform/http/index.js';

/** The tokens are 128 random bits, base64url (22 characters); anything else is refused early. */
const LINK_TOKEN = { type: 'string', pattern: /^[A-Za-z0-9_-]{16,64}$/, maxLength: 64 } as const;

/** The token of a confirmation or unsubscribe link (`?token=…`). */
export class LinkTokenDto {
  @Field(LINK_TOKEN, { message: 'The link is incomplete: please open it from your email again.' })
  token!: string;
}

/**
 * The reply to every sign-up that passed the checks: a new entry, a repeat one, or one the
 * honeypot caught, alike (nobody can learn who is on a list).
 */
export class WaitlistJoinedDto {
  @ApiProperty({ enum: ['pending_confirmation'] }) status!: 'pending_confirmation';
  @ApiProperty() message!: string;
}

export class WaitlistConfirmedDto {
  @ApiProperty({ enum: ['confirmed'] }) status!: 'confirmed';
  @ApiProperty() message!: string;
}

export class WaitlistUnsubscribedDto {
  @ApiProperty({ enum: ['unsubscribed'] }) status!: 'unsubscribed';
  @ApiProperty() message!: string;
}
