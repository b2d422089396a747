import { ApiProperty } from '@nestjs/swagger';

import { Field } from '../../../platform/http/index.js';
import { INSTANT_PATTERN } from '../domain/instant.js';
import { orderField, searchField, sortField } from '../dto/list-query-fields.js';
import { AUDIT_SORTS, type AuditRecord, type AuditSort } from './audit-log.js';

export const MAX_PAGE = 100;
export const DEFAULT_PAGE = 50;

/** `?limit=&before=`: a page of a keyset-paginated admin list. */
export class AdminPageQuery {
  @Field(
    { type: 'integer', minimum: 1, maximum: MAX_PAGE },
    {
      optional: true,
      description: `Default ${DEFAULT_PAGE}`,
      message: `limit must be a whole number from 1 to ${MAX_PAGE}`,
    },
  )
  limit?: number;

  @Field(
    // Room for a sorted list's cursor, which carries the last row's sort key (an email, a name).
    { type: 'string', minLength: 1, maxLength: 2000, pattern: /^[A-Za-z0-9_-]+$/ },
    {
      optional: true,
      description: "The previous page's next_cursor",
      message: 'before must be a next_cursor from the previous page',
    },
  )
  before?: string;
}

/** A `from`/`to` query field: a UTC day or time. */
export const instant = (description: string) =>
  Field(
    { type: 'string', pattern: INSTANT_PATTERN, maxLength: 30 },
    {
      optional: true,
      description,
      example: '2026-11-26',
      message: 'from and to must be a day (YYYY-MM-DD) or a UTC time (YYYY-MM-DDTHH:MM:SSZ)',
    },
  );

/** Actions and target types: lower-case words joined by dots, underscores or hyphens (the queue
 * board's `queue_job.update-data`). */
const TOKEN = { type: 'string', minLength: 1, maxLength: 64, pattern: /^[a-z_.-]+$/ } as const;

/** The audit page's search, filters and order. */
export class AuditQueryDto extends AdminPageQuery {
  @searchField("The start of an action, a target id or the actor's email (any case)", 'invite.')
  q?: string;

  @Field(
    { type: 'string', format: 'uuid' },
    { optional: true, description: 'Only actions by this admin', message: 'actor must be a UUID' },
  )
  actor?: string;

  @Field(TOKEN, {
    optional: true,
    example: 'invite.create',
    message: 'action is lower-case letters, dots, underscores and hyphens (invite.create)',
  })
  action?: string;

  @Field(TOKEN, {
    optional: true,
    example: 'invite_code',
    message: 'target_type is lower-case letters, dots, underscores and hyphens (invite_code)',
  })
  target_type?: string;

  @Field(
    // Ids, and the queue board's targets: `<queue>/<job id>` and `*` (all queues).
    {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      pattern: /^(\*|[A-Za-z0-9_:.-]+(\/[A-Za-z0-9_:.-]+)?)$/,
    },
    {
      optional: true,
      message: 'target_id is an id, a queue name, <queue>/<job id> or *',
    },
  )
  target_id?: string;

  @instant('From this day or time, inclusive (UTC)')
  from?: string;

  @instant('Before this day or time, exclusive (UTC)')
  to?: string;

  @sortField(AUDIT_SORTS, 'Default at (newest first); action sorts A to Z')
  sort?: AuditSort;

  @orderField('Default desc for at, asc for action')
  order?: 'asc' | 'desc';
}

export class AuditEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ format: 'uuid' }) actor_id!: string;
  @ApiProperty({ type: String, nullable: true, description: "The admin's email, if they exist" })
  actor_email!: string | null;
  @ApiProperty({ example: 'invite.create' }) action!: string;
  @ApiProperty({ example: 'invite_code' }) target_type!: string;
  @ApiProperty() target_id!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  before!: Record<string, unknown> | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  after!: Record<string, unknown> | null;
  @ApiProperty({ type: String, nullable: true }) ip!: string | null;
}

export class AuditPageDto {
  @ApiProperty({ type: [AuditEntryDto] }) entries!: AuditEntryDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as before for the next page' })
  next_cursor!: string | null;
}

export const toAuditEntryDto = (record: AuditRecord): AuditEntryDto => ({
  id: record.id,
  at: record.at,
  actor_id: record.actorId,
  actor_email: record.actorEmail,
  action: record.action,
  target_type: record.targetType,
  target_id: record.targetId,
  before: record.before,
  after: record.after,
  ip: record.ip,
});
