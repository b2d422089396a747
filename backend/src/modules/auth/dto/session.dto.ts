import { ApiProperty } from '@nestjs/swagger';

import { ROLES, type Role, UserDto } from '../../users/index.js';

/** Tokens of a session; `refresh_token` is null when the reply did not rotate it. */
export class SessionDto {
  @ApiProperty() access_token!: string;
  @ApiProperty({ enum: ['bearer'] }) token_type!: 'bearer';
  @ApiProperty({ description: 'Seconds until the access token expires' }) expires_in!: number;
  @ApiProperty({ description: 'Expiry of the access token, seconds since the epoch' })
  expires_at!: number;
  @ApiProperty({ type: String, nullable: true }) refresh_token!: string | null;
}

export class AuthReplyDto {
  @ApiProperty({ type: UserDto }) user!: UserDto;
  @ApiProperty({ type: SessionDto }) session!: SessionDto;
}

export class SessionReplyDto extends AuthReplyDto {
  @ApiProperty({ enum: ROLES }) role!: Role;
}

export class RoleReplyDto {
  @ApiProperty({ enum: ROLES }) role!: Role;
}

export class MessageReplyDto {
  @ApiProperty() message!: string;
}
