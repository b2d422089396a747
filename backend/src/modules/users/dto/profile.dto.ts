import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Length, ValidateIf } from 'class-validator';

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

const trim = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;

/** Fields a user may change; `avatar_url: null` removes the avatar (uploads go to /user/avatar). */
export class UpdateProfileDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: DISPLAY_NAME_MAX_LENGTH })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(1, DISPLAY_NAME_MAX_LENGTH, {
    message: `Display name must be 1 to ${DISPLAY_NAME_MAX_LENGTH} characters.`,
  })
  display_name?: string;

  @ApiPropertyOptional({ type: 'null', nullable: true, description: 'Send null to remove' })
  @ValidateIf((_, value) => value !== undefined)
  @IsIn([null], { message: 'avatar_url can only be set to null here; upload via /user/avatar.' })
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
