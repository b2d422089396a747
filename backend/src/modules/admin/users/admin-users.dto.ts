import { ApiProperty } from '@nestjs/swagger';

import { Field } from '../../../platform/http/index.js';
import type { LiveSession } from '../../auth/index.js';
import {
  PURCHASE_STATUSES,
  type PurchaseListing,
  type PurchaseStatus,
} from '../../payments/index.js';
import {
  ROLES,
  type Role,
  USER_SORTS,
  type UserListRow,
  type UserSort,
} from '../../users/index.js';
import { AdminPageQuery } from '../audit/audit.dto.js';
import { orderField, searchField, sortField } from '../dto/list-query-fields.js';

const STATUSES = ['active', 'disabled'] as const;
export type AccountStatus = (typeof STATUSES)[number];

/** `GET /api/admin/users`: search, filters and the order. */
export class UserListQuery extends AdminPageQuery {
  @searchField('The start of an email, a name or a word in the name (any case)', 'lena')
  q?: string;

  @Field(
    { type: 'string', enum: ROLES },
    { optional: true, message: `role must be one of ${ROLES.join(', ')}` },
  )
  role?: Role;

  @Field(
    { type: 'string', enum: STATUSES },
    { optional: true, message: 'status must be active or disabled' },
  )
  status?: AccountStatus;

  @sortField(USER_SORTS, 'Default created (newest first); email and name sort A to Z')
  sort?: UserSort;

  @orderField('Default desc for created, asc otherwise')
  order?: 'asc' | 'desc';
}

export class UserIdParams {
  @Field({ type: 'string', format: 'uuid' }, { message: 'The user id must be a UUID' })
  id!: string;
}

export class RoleChangeDto {
  @Field(
    { type: 'string', enum: ROLES },
    { description: 'The new role', message: `role must be one of ${ROLES.join(', ')}` },
  )
  role!: Role;
}

export class ArtistLinkDto {
  @Field(
    { type: 'string', format: 'uuid', nullable: true },
    {
      description: 'The artist profile this account manages; null to unlink',
      message: 'artist_id must be an artist id (a UUID) or null',
    },
  )
  artist_id!: string | null;
}

/** Disabling or enabling: why, for the audit log (optional). */
export class AccessChangeDto {
  @Field(
    { type: 'string', maxLength: 200 },
    {
      optional: true,
      trim: true,
      description: 'Why, in a few words; kept in the audit log',
      example: 'Chargeback fraud, see ticket 4411',
      message: 'reason must be at most 200 characters',
    },
  )
  reason?: string;
}

export class LinkedArtistDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

export class AdminUserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() display_name!: string;
  @ApiProperty({ type: String, nullable: true }) avatar_url!: string | null;
  @ApiProperty({ enum: ROLES }) role!: Role;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When an admin disabled the account; null while it is enabled',
  })
  disabled_at!: string | null;
  @ApiProperty({
    type: LinkedArtistDto,
    nullable: true,
    description: 'The artist profile the account manages (its analytics dashboard reads it)',
  })
  artist!: LinkedArtistDto | null;
}

export class AdminUserPageDto {
  @ApiProperty({ type: [AdminUserDto] }) users!: AdminUserDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as before for the next page' })
  next_cursor!: string | null;
}

export class AdminSessionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time', description: 'When the login happened' })
  created_at!: string;
  @ApiProperty({ format: 'date-time', description: 'The last time it was refreshed' })
  last_used_at!: string;
  @ApiProperty({ format: 'date-time', description: 'When it ends unless refreshed' })
  expires_at!: string;
  @ApiProperty({ type: String, nullable: true }) ip!: string | null;
  @ApiProperty({ type: String, nullable: true }) user_agent!: string | null;
}

export class AdminUserPurchaseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) album_id!: string;
  @ApiProperty() album_title!: string;
  @ApiProperty() artist_name!: string;
  @ApiProperty({ description: 'In minor units (599 = £5.99)' }) amount!: number;
  @ApiProperty({ example: 'gbp' }) currency!: string;
  @ApiProperty({ enum: PURCHASE_STATUSES }) status!: PurchaseStatus;
  @ApiProperty({ format: 'date-time', description: 'When the checkout opened' })
  created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paid_at!: string | null;
}

export class AdminUserDetailDto extends AdminUserDto {
  @ApiProperty({
    type: [AdminSessionDto],
    description: 'Sessions (one per signed-in device) that have not ended, latest used first',
  })
  sessions!: AdminSessionDto[];
  @ApiProperty({ type: [AdminUserPurchaseDto], description: 'Newest first' })
  purchases!: AdminUserPurchaseDto[];
  @ApiProperty({ description: 'Whether there are more purchases than listed here' })
  more_purchases!: boolean;
}

export const toAdminUserDto = (row: Omit<UserListRow, 'sortKey'>): AdminUserDto => ({
  id: row.id,
  email: row.email,
  display_name: row.displayName,
  avatar_url: row.avatarUrl,
  role: row.role,
  created_at: row.createdAt.toISOString(),
  disabled_at: row.disabledAt?.toISOString() ?? null,
  artist: row.artistId === null ? null : { id: row.artistId, name: row.artistName ?? row.artistId },
});

export const toAdminSessionDto = (session: LiveSession): AdminSessionDto => ({
  id: session.id,
  created_at: session.createdAt.toISOString(),
  last_used_at: session.lastUsedAt.toISOString(),
  expires_at: session.expiresAt.toISOString(),
  ip: session.ip,
  user_agent: session.userAgent,
});

export const toAdminUserPurchaseDto = (purchase: PurchaseListing): AdminUserPurchaseDto => ({
  id: purchase.id,
  album_id: purchase.albumId,
  album_title: purchase.albumTitle,
  artist_name: purchase.artistName,
  amount: purchase.amount,
  currency: purchase.currency,
  status: purchase.status,
  created_at: purchase.createdAt.toISOString(),
  paid_at: purchase.paidAt?.toISOString() ?? null,
});
