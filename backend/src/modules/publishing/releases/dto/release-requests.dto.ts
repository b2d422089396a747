import { Field } from '../../../../platform/http/index.js';
import { RELEASE_TYPES, type ReleaseType } from '../../domain/release-state.js';
import { CALENDAR_DAY_PATTERN, SCHEDULE_TIME_PATTERN } from '../../domain/publish-time.js';
import { BUYERS_NOTE_MAX_LENGTH } from '../../domain/sold-tracks.js';
import { STUDIO_ACCESS_TYPES, type StudioAccessType } from '../../domain/studio-access-types.js';

export const TITLE_MAX_LENGTH = 300;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const MAX_GENRES = 5;

export class ReleaseIdParams {
  @Field({ type: 'string', format: 'uuid' }, { message: 'The release id must be a UUID' })
  id!: string;
}

/** `GET /api/studio/releases`: an admin names the artist profile it works for. */
export class StudioArtistQuery {
  @Field(
    { type: 'string', format: 'uuid' },
    {
      optional: true,
      description: "Admins: the artist profile to act for (default: the caller's own)",
      message: 'artist_id must be a UUID',
    },
  )
  artist_id?: string;
}

/** The release fields an artist edits, shared by create and update (each adds the title). */
export class ReleaseFieldsDto {
  @Field(
    { type: 'string', enum: RELEASE_TYPES },
    { optional: true, message: `release_type must be one of ${RELEASE_TYPES.join(', ')}` },
  )
  release_type?: ReleaseType;

  @Field(
    { type: 'string', enum: STUDIO_ACCESS_TYPES },
    {
      optional: true,
      description:
        'free: everyone hears it all; standard: visitors hear previews, members everything; soundcheck: bought for £5.99',
      message: `access_type must be one of ${STUDIO_ACCESS_TYPES.join(', ')}`,
    },
  )
  access_type?: StudioAccessType;

  @Field(
    { type: 'string', maxLength: DESCRIPTION_MAX_LENGTH, nullable: true },
    {
      optional: true,
      trim: true,
      message: `description must be at most ${DESCRIPTION_MAX_LENGTH} characters`,
    },
  )
  description?: string | null;

  @Field(
    { type: 'string', pattern: CALENDAR_DAY_PATTERN, maxLength: 10, nullable: true },
    {
      optional: true,
      example: '2027-01-29',
      description: 'The day it came out; the day it is first published when left empty',
      message: 'release_date must be a day (YYYY-MM-DD)',
    },
  )
  release_date?: string | null;

  @Field(
    {
      type: 'array',
      items: { type: 'string', minLength: 1, maxLength: 80 },
      maxItems: MAX_GENRES,
    },
    {
      optional: true,
      description: 'Names from GET /api/public/genres (any case)',
      message: `genres must be at most ${MAX_GENRES} names from the genre list`,
    },
  )
  genres?: string[];

  @Field(
    { type: 'boolean' },
    {
      optional: true,
      description:
        'Free releases: any signed-in listener may download them (Soundcheck buyers always may; docs/adr/0045)',
    },
  )
  downloads_enabled?: boolean;
}

const titleField = (optional: boolean): PropertyDecorator =>
  Field(
    { type: 'string', minLength: 1, maxLength: TITLE_MAX_LENGTH },
    { optional, trim: true, message: `title must be 1 to ${TITLE_MAX_LENGTH} characters` },
  );

export class UpdateReleaseDto extends ReleaseFieldsDto {
  @titleField(true)
  title?: string;

  @Field(
    { type: 'string', maxLength: BUYERS_NOTE_MAX_LENGTH, nullable: true },
    {
      optional: true,
      trim: true,
      example: 'A remaster of "Headlights": the click at 2:14 is gone.',
      description:
        "To the release's buyers about its new tracks: mailed with their titles at the next publication, then cleared (docs/adr/0050)",
      message: `buyers_note must be at most ${BUYERS_NOTE_MAX_LENGTH} characters`,
    },
  )
  buyers_note?: string | null;
}

export class CreateReleaseDto extends ReleaseFieldsDto {
  @titleField(false)
  title!: string;

  @Field(
    { type: 'string', format: 'uuid' },
    {
      optional: true,
      description: "Admins: the artist profile the release is for (default: the caller's own)",
      message: 'artist_id must be a UUID',
    },
  )
  artist_id?: string;
}

export class PublishReleaseDto {
  @Field(
    { type: 'string', pattern: SCHEDULE_TIME_PATTERN, maxLength: 35 },
    {
      optional: true,
      example: '2027-01-29T09:00:00Z',
      description: 'When it goes public (at most a year ahead); now when left out',
      message: 'at must be a time with its offset, like 2027-01-29T09:00:00Z',
    },
  )
  at?: string;
}
