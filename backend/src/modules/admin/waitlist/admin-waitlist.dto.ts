import { WAITLIST_TEXT_LIMITS, type WaitlistKind } from '@encore/shared-rules';
import { ApiProperty } from '@nestjs/swagger';

import { Field } from '../../../platform/http/index.js';
import { type InviteCodeStatus, inviteStatusOf } from '../../auth/index.js';
import {
  SCREENING_SORTS,
  SCREENING_STATUSES,
  type ScreeningDetail,
  type ScreeningNote,
  type ScreeningRow,
  type ScreeningSort,
  type ScreeningStatus,
  screeningStatus,
} from '../../waitlist/index.js';
import { AdminPageQuery, instant } from '../audit/audit.dto.js';
import { orderField, sortField } from '../dto/list-query-fields.js';
import { approvalRefusal, rejectionRefusal, resendRefusal } from './screening-refusals.js';

/** The two queues of the screening, as the admin area's paths name them. */
export const WAITLIST_LISTS = ['artists', 'fans'] as const;
export type WaitlistList = (typeof WAITLIST_LISTS)[number];

export const kindOfList = (list: WaitlistList): WaitlistKind =>
  list === 'artists' ? 'artist' : 'fan';

const INVITE_STATUSES: readonly InviteCodeStatus[] = ['active', 'used_up', 'expired', 'revoked'];
export const NOTE_MAX = 2000;
export const REASON_MAX = 500;

export class WaitlistListParams {
  @Field(
    { type: 'string', enum: WAITLIST_LISTS },
    { description: 'Which waitlist', message: 'The list must be artists or fans' },
  )
  list!: WaitlistList;
}

export class WaitlistEntryParams extends WaitlistListParams {
  @Field({ type: 'string', format: 'uuid' }, { message: 'The entry id must be a UUID' })
  id!: string;
}

// Each filter is declared once and worn by both the list's query and the export's.
const statusFilter = () =>
  Field(
    { type: 'string', enum: SCREENING_STATUSES },
    {
      optional: true,
      description: 'pending (no decision), invited (approved), registered (invite used), rejected',
      message: `status must be one of ${SCREENING_STATUSES.join(', ')}`,
    },
  );
const confirmedFilter = () =>
  Field(
    { type: 'boolean' },
    {
      optional: true,
      description: 'Only entries whose address is (true) or is not yet (false) confirmed',
      message: 'confirmed must be true or false',
    },
  );
const countryFilter = () =>
  Field(
    { type: 'string', pattern: /^[A-Za-z]{2}$/, maxLength: 2 },
    {
      optional: true,
      trim: true,
      example: 'GB',
      description: 'ISO 3166-1 alpha-2 country code, any case',
      message: 'country must be a two-letter country code (GB)',
    },
  );
const genreFilter = () =>
  Field(
    { type: 'string', maxLength: WAITLIST_TEXT_LIMITS.genre },
    {
      optional: true,
      trim: true,
      description: 'A genre name from the genre list (the artist waitlist only)',
      message: `genre must be at most ${WAITLIST_TEXT_LIMITS.genre} characters`,
    },
  );
const searchFilter = () =>
  Field(
    { type: 'string', maxLength: 100 },
    {
      optional: true,
      trim: true,
      description: 'Part of the email, the name or the artist name (any case)',
      example: 'orchard',
      message: 'q must be at most 100 characters',
    },
  );
const fromFilter = () => instant('Signed up from this day or time, inclusive (UTC)');
const toFilter = () => instant('Signed up before this day or time, exclusive (UTC)');

/** `GET …/export.csv`: the list's filters. */
export class WaitlistExportQuery {
  @statusFilter() status?: ScreeningStatus;
  @confirmedFilter() confirmed?: boolean;
  @countryFilter() country?: string;
  @genreFilter() genre?: string;
  @fromFilter() from?: string;
  @toFilter() to?: string;
  @searchFilter() q?: string;
}

/** `GET /api/admin/waitlist/{list}`: the filters, the order and the page. */
export class WaitlistListQuery extends AdminPageQuery {
  @statusFilter() status?: ScreeningStatus;
  @confirmedFilter() confirmed?: boolean;
  @countryFilter() country?: string;
  @genreFilter() genre?: string;
  @fromFilter() from?: string;
  @toFilter() to?: string;
  @searchFilter() q?: string;

  @sortField(
    SCREENING_SORTS,
    'Default created_at (sign-up time); name (any case) and email sort A to Z',
  )
  sort?: ScreeningSort;

  @orderField('Default desc (newest first) for created_at, asc otherwise')
  order?: 'asc' | 'desc';
}

export class AddNoteDto {
  @Field(
    { type: 'string', minLength: 1, maxLength: NOTE_MAX },
    {
      trim: true,
      description: 'Private to admins: never shown or mailed to the person',
      message: `The note must be 1 to ${NOTE_MAX} characters`,
    },
  )
  body!: string;
}

export class RejectEntryDto {
  @Field(
    { type: 'string', minLength: 1, maxLength: REASON_MAX },
    {
      trim: true,
      description: 'Why, for the other admins (the person is not mailed)',
      message: `The reason must be 1 to ${REASON_MAX} characters`,
    },
  )
  reason!: string;
}

export class WaitlistEntrySummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true, example: 'GB' }) country!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Artists only' })
  artist_name!: string | null;
  @ApiProperty({ type: [String], description: 'Artists only (empty for fans)' })
  genres!: string[];
  @ApiProperty({ type: String, nullable: true, description: 'Fans only' })
  favourite_artist!: string | null;
  @ApiProperty({ format: 'date-time', description: 'Signed up' }) created_at!: string;
  @ApiProperty({ description: 'The address is confirmed (double opt-in)' }) confirmed!: boolean;
  @ApiProperty({ description: 'Used an unsubscribe link' }) unsubscribed!: boolean;
  @ApiProperty({ enum: SCREENING_STATUSES }) status!: ScreeningStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decided_at!: string | null;
  @ApiProperty({ description: 'How many private notes the admins added' }) notes!: number;
}

export class WaitlistEntryPageDto {
  @ApiProperty({ type: [WaitlistEntrySummaryDto] }) entries!: WaitlistEntrySummaryDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as before (with the same sort and order) for the next page',
  })
  next_cursor!: string | null;
}

export class ConsentEvidenceDto {
  @ApiProperty({ format: 'date-time', description: 'When the form was sent' }) at!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The client address it came from' })
  ip!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Its browser (first 512 characters)' })
  user_agent!: string | null;
  @ApiProperty({
    example: 'artist-2026-11-25',
    description: "The version of the form's wording the person agreed to",
  })
  version!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'boolean' },
    description: 'Every checkbox of the form and whether it was ticked',
  })
  boxes!: Record<string, boolean>;
}

export class WaitlistInviteDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'ENCORE-7KQM-X2PA' }) code!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expires_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revoked_at!: string | null;
  @ApiProperty({ description: 'Registrations made with it (it allows one)' }) used!: number;
  @ApiProperty({ enum: INVITE_STATUSES }) status!: InviteCodeStatus;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the invite mail went out; null while it is queued',
  })
  mailed_at!: string | null;
}

export class WaitlistNoteDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() body!: string;
  @ApiProperty({ format: 'uuid' }) author_id!: string;
  @ApiProperty({ type: String, nullable: true }) author_email!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

/** Whether an action is open now, and if not, why (the text its refusal would carry). */
export class ScreeningActionDto {
  @ApiProperty() allowed!: boolean;
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
}

export class ScreeningActionsDto {
  @ApiProperty({ type: ScreeningActionDto }) approve!: ScreeningActionDto;
  @ApiProperty({ type: ScreeningActionDto }) reject!: ScreeningActionDto;
  @ApiProperty({ type: ScreeningActionDto }) resend_invite!: ScreeningActionDto;
}

export class WaitlistEntryDetailDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: WAITLIST_LISTS }) list!: WaitlistList;
  @ApiProperty() email!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) country!: string | null;
  @ApiProperty({ enum: SCREENING_STATUSES }) status!: ScreeningStatus;
  @ApiProperty({
    type: 'object',
    additionalProperties: {
      oneOf: [
        { type: 'string' },
        { type: 'number' },
        { type: 'boolean' },
        { type: 'array', items: { type: 'string' } },
      ],
    },
    description: "The form's other answers by field name; answers not given are left out",
  })
  answers!: Record<string, string | number | boolean | readonly string[]>;
  @ApiProperty({ description: 'Takes waitlist news (the fan form asks)' }) is_subscribed!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) confirmed_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  confirmation_sent_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  unsubscribed_at!: string | null;
  @ApiProperty({ type: ConsentEvidenceDto }) consent!: ConsentEvidenceDto;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decided_at!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) decided_by!: string | null;
  @ApiProperty({ type: String, nullable: true }) decided_by_email!: string | null;
  @ApiProperty({ type: String, nullable: true }) rejection_reason!: string | null;
  @ApiProperty({ type: WaitlistInviteDto, nullable: true }) invite!: WaitlistInviteDto | null;
  @ApiProperty({ type: [WaitlistNoteDto], description: 'Oldest first' }) notes!: WaitlistNoteDto[];
  @ApiProperty({ type: ScreeningActionsDto, description: 'What an admin may do now, or why not' })
  actions!: ScreeningActionsDto;
}

const actionOf = (refusal: Error | null): ScreeningActionDto => ({
  allowed: refusal === null,
  reason: refusal?.message ?? null,
});

export const toSummaryDto = (row: ScreeningRow): WaitlistEntrySummaryDto => ({
  id: row.id,
  email: row.email,
  name: row.name,
  country: row.country,
  artist_name: row.artistName,
  genres: row.genres,
  favourite_artist: row.favouriteArtist,
  created_at: row.createdAt,
  confirmed: row.confirmed,
  unsubscribed: row.unsubscribed,
  status: screeningStatus(row),
  decided_at: row.decidedAt,
  notes: row.notes,
});

export const toNoteDto = (note: ScreeningNote): WaitlistNoteDto => ({
  id: note.id,
  body: note.body,
  author_id: note.authorId,
  author_email: note.authorEmail,
  created_at: note.createdAt,
});

export function toDetailDto(
  entry: ScreeningDetail,
  notes: readonly ScreeningNote[],
  now: Date,
): WaitlistEntryDetailDto {
  const { invite } = entry;
  return {
    id: entry.id,
    list: entry.kind === 'artist' ? 'artists' : 'fans',
    email: entry.email,
    name: entry.name,
    country: entry.country,
    status: screeningStatus(entry),
    answers: entry.answers,
    is_subscribed: entry.isSubscribed,
    created_at: entry.createdAt,
    confirmed_at: entry.confirmedAt,
    confirmation_sent_at: entry.confirmationSentAt,
    unsubscribed_at: entry.unsubscribedAt,
    consent: {
      at: entry.consentAt,
      ip: entry.consentIp,
      user_agent: entry.consentUserAgent,
      version: entry.consentVersion,
      boxes: entry.consentBoxes,
    },
    decided_at: entry.decidedAt,
    decided_by: entry.decidedBy,
    decided_by_email: entry.decidedByEmail,
    rejection_reason: entry.rejectionReason,
    invite:
      invite === null
        ? null
        : {
            id: invite.id,
            code: invite.code,
            expires_at: invite.expiresAt?.toISOString() ?? null,
            revoked_at: invite.revokedAt?.toISOString() ?? null,
            used: invite.uses,
            status: inviteStatusOf(invite, now),
            mailed_at: entry.inviteMailedAt,
          },
    notes: notes.map(toNoteDto),
    actions: {
      approve: actionOf(approvalRefusal(entry, now)),
      reject: actionOf(rejectionRefusal(entry)),
      resend_invite: actionOf(resendRefusal(entry, now)),
    },
  };
}

/** What the audit log keeps of an entry's screening, before and after a decision. */
export const screeningSnapshot = (entry: ScreeningDetail): Record<string, unknown> => ({
  list: entry.kind === 'artist' ? 'artists' : 'fans',
  email: entry.email,
  status: screeningStatus(entry),
  decision: entry.decision,
  decided_at: entry.decidedAt,
  rejection_reason: entry.rejectionReason,
  invite_code_id: entry.invite?.id ?? null,
  invite_mailed_at: entry.inviteMailedAt,
});
