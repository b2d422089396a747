import { ApiProperty } from '@nestjs/swagger';

import { Field } from '../../../platform/http/index.js';
import {
  INVITE_SORTS,
  type InviteCodeRecord,
  type InviteCodeStatus,
  type InviteSort,
  inviteStatusOf,
} from '../../auth/index.js';
import { AdminPageQuery } from '../audit/audit.dto.js';
import { orderField, searchField, sortField } from '../dto/list-query-fields.js';
import { INSTANT_PATTERN } from '../domain/instant.js';
import { MAX_EXPIRY_DAYS } from './invite-expiry.js';

export const MAX_INVITE_USES = 1000;
const STATUSES: readonly InviteCodeStatus[] = ['active', 'used_up', 'expired', 'revoked'];

export class CreateInviteDto {
  @Field(
    { type: 'integer', minimum: 1, maximum: MAX_INVITE_USES },
    {
      optional: true,
      description: 'How many registrations the code allows; default 1',
      message: `uses must be a whole number from 1 to ${MAX_INVITE_USES}`,
    },
  )
  uses?: number;

  @Field(
    { type: 'integer', minimum: 1, maximum: MAX_EXPIRY_DAYS },
    {
      optional: true,
      description: 'Days until the code stops working (default 14); or give expires_at',
      message: `expires_in_days must be a whole number from 1 to ${MAX_EXPIRY_DAYS}`,
    },
  )
  expires_in_days?: number;

  @Field(
    { type: 'string', pattern: INSTANT_PATTERN, maxLength: 30 },
    {
      optional: true,
      trim: true,
      example: '2027-01-31',
      description: 'The last day (works all that day, UTC) or the UTC time the code stops working',
      message: 'expires_at must be a day (YYYY-MM-DD) or a UTC time (YYYY-MM-DDTHH:MM:SSZ)',
    },
  )
  expires_at?: string;

  @Field(
    { type: 'string', maxLength: 200 },
    {
      optional: true,
      trim: true,
      description: 'A private note: who the code is for',
      message: 'note must be at most 200 characters',
    },
  )
  note?: string;
}

/** `GET /api/admin/invites`: search, the status filter and the order. */
export class InviteListQuery extends AdminPageQuery {
  @searchField('Part of the code or of the note (any case)', '7KQM')
  q?: string;

  @Field(
    { type: 'string', enum: STATUSES },
    { optional: true, message: `status must be one of ${STATUSES.join(', ')}` },
  )
  status?: InviteCodeStatus;

  @sortField(
    INVITE_SORTS,
    'Default created (newest first); expires runs soonest first (codes that never expire last), uses fewest first',
  )
  sort?: InviteSort;

  @orderField('Default desc for created, asc otherwise')
  order?: 'asc' | 'desc';
}

export class InviteIdParams {
  @Field({ type: 'string', format: 'uuid' }, { message: 'The invite id must be a UUID' })
  id!: string;
}

export class AdminInviteDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'ENCORE-7KQM-X2PA' }) code!: string;
  @ApiProperty({ description: 'Registrations the code allows' }) max_uses!: number;
  @ApiProperty({ description: 'Registrations made with it' }) used!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expires_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revoked_at!: string | null;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ enum: STATUSES }) status!: InviteCodeStatus;
}

export class AdminInvitePageDto {
  @ApiProperty({ type: [AdminInviteDto] }) invites!: AdminInviteDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as before for the next page' })
  next_cursor!: string | null;
}

export const toAdminInviteDto = (invite: InviteCodeRecord, now: Date): AdminInviteDto => ({
  id: invite.id,
  code: invite.code,
  max_uses: invite.maxUses,
  used: invite.uses,
  expires_at: invite.expiresAt?.toISOString() ?? null,
  revoked_at: invite.revokedAt?.toISOString() ?? null,
  note: invite.note,
  created_at: invite.createdAt.toISOString(),
  status: inviteStatusOf(invite, now),
});

/** What the audit log keeps of a code, before and after a change. */
export const inviteSnapshot = (invite: InviteCodeRecord): Record<string, unknown> => ({
  code: invite.code,
  max_uses: invite.maxUses,
  uses: invite.uses,
  expires_at: invite.expiresAt?.toISOString() ?? null,
  revoked_at: invite.revokedAt?.toISOString() ?? null,
  note: invite.note,
});
