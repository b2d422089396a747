import { ApiProperty } from '@nestjs/swagger';

import { ROLES, type Role } from '../domain/role.js';
import type { User } from '../domain/user.js';

/** The signed-in user as login, registration and the session check return it. */
export class UserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty() display_name!: string;
  @ApiProperty({ type: String, nullable: true }) avatar_url!: string | null;
  @ApiProperty({ enum: ROLES }) role!: Role;
}

export const toUserDto = (user: User): UserDto => ({
  id: user.id,
  email: user.email,
  display_name: user.displayName,
  avatar_url: user.avatarUrl,
  role: user.role,
});
