import { ApiProperty } from '@nestjs/swagger';

import { Field } from '../../../platform/http/index.js';
import { ROLES, type Role } from '../domain/role.js';
import type { User } from '../domain/user.js';

class ManagedArtistDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) slug!: string | null;
  @ApiProperty() name!: string;
}

/** What the profile page shows; `artist` is the artist page an artist account manages. */
export class ProfileDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty() display_name!: string;
  @ApiProperty({ type: String, nullable: true }) avatar_url!: string | null;
  @ApiProperty({ enum: ROLES }) role!: Role;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: ManagedArtistDto, nullable: true }) artist!: ManagedArtistDto | null;
}

export const DISPLAY_NAME_MAX_LENGTH = 60;

/** Fields a user may change; `avatar_url: null` removes the avatar (uploads go to /user/avatar). */
export class UpdateProfileDto {
  @Field(
    { type: 'string', minLength: 1, maxLength: DISPLAY_NAME_MAX_LENGTH },
    {
      optional: true,
      trim: true,
      message: `Display name must be 1 to ${DISPLAY_NAME_MAX_LENGTH} characters.`,
    },
  )
  display_name?: string;

  @Field(
    { type: 'null' },
    {
      optional: true,
      description: 'Send null to remove',
      message: 'avatar_url can only be set to null here; upload via /user/avatar.',
    },
  )
  avatar_url?: null;
}

export class AvatarReplyDto {
  @ApiProperty({ example: '/media/images/avatars/6f1c….webp' }) url!: string;
}

export const toProfileDto = (user: User): ProfileDto => ({
  id: user.id,
  email: user.email,
  display_name: user.displayName,
  avatar_url: user.avatarUrl,
  role: user.role,
  created_at: user.createdAt.toISOString(),
  artist: user.artist
    ? { id: user.artist.id, slug: user.artist.slug, name: user.artist.name }
    : null,
});
