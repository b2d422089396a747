import { CREDITS_MAX_LENGTH, ISRC_INPUT_PATTERN, LYRICS_MAX_LENGTH } from '@encore/shared-rules';

import { Field } from '../../../../platform/http/index.js';
import { TITLE_MAX_LENGTH } from './release-requests.dto.js';

export const FILE_NAME_MAX_LENGTH = 255;
/**
 * `PATCH /api/studio/tracks/{id}`'s body limit: both lyrics at their longest in any script (UTF-8,
 * 3 bytes a character) with every other field, and still below what the house lets reach the JSON
 * parser (10,000 keys or 100 KB strings are refused from the headers: test/platform/event-loop).
 */
export const TRACK_UPDATE_BODY_LIMIT_BYTES = 96 * 1024;
/** A release holds at most this many tracks. */
export const MAX_TRACKS = 100;
/** Far beyond any accepted upload: the real limit is MAX_UPLOAD_MB, checked with its own words. */
const FILE_SIZE_BOUND = 2 ** 40;

export class TrackIdParams {
  @Field({ type: 'string', format: 'uuid' }, { message: 'The track id must be a UUID' })
  id!: string;
}

/** A track slot: the file the artist is about to upload, before its first byte is sent. */
export class CreateTrackSlotDto {
  @Field(
    { type: 'string', minLength: 1, maxLength: FILE_NAME_MAX_LENGTH },
    {
      trim: true,
      example: '01 Headlights.wav',
      description: "The file's name (shown in the studio; the track's first title)",
      message: `file_name must be 1 to ${FILE_NAME_MAX_LENGTH} characters`,
    },
  )
  file_name!: string;

  @Field(
    { type: 'integer', minimum: 1, maximum: FILE_SIZE_BOUND },
    {
      description: 'Its size in bytes: the upload must send exactly this many',
      message: 'file_size must be the size of the file in bytes',
    },
  )
  file_size!: number;

  @Field(
    { type: 'string', minLength: 1, maxLength: TITLE_MAX_LENGTH },
    {
      optional: true,
      trim: true,
      description: 'The track title (default: the file name without its extension)',
      message: `title must be 1 to ${TITLE_MAX_LENGTH} characters`,
    },
  )
  title?: string;
}

export class UpdateTrackDto {
  @Field(
    { type: 'string', minLength: 1, maxLength: TITLE_MAX_LENGTH },
    { optional: true, trim: true, message: `title must be 1 to ${TITLE_MAX_LENGTH} characters` },
  )
  title?: string;

  @Field(
    { type: 'integer', minimum: 1, maximum: MAX_TRACKS },
    {
      optional: true,
      description: 'Its place on the release (1 first); the others keep their order around it',
      message: 'position must be a whole number from 1 to the number of tracks',
    },
  )
  position?: number;

  @Field({ type: 'boolean' }, { optional: true })
  explicit?: boolean;

  @Field(
    { type: 'string', pattern: ISRC_INPUT_PATTERN, maxLength: 15, nullable: true },
    {
      optional: true,
      trim: true,
      example: 'GB-AYE-06-01498',
      description: 'ISO 3901, with or without hyphens; stored as GBAYE0601498',
      message: 'isrc must be an ISRC like GB-AYE-06-01498 (country, registrant, year, number)',
    },
  )
  isrc?: string | null;

  @Field(
    { type: 'string', maxLength: CREDITS_MAX_LENGTH, nullable: true },
    {
      optional: true,
      trim: true,
      message: `credits must be at most ${CREDITS_MAX_LENGTH} characters`,
    },
  )
  credits?: string | null;

  @Field(
    { type: 'string', maxLength: LYRICS_MAX_LENGTH, nullable: true },
    {
      optional: true,
      description: 'The words, plain',
      message: `lyrics_plain must be at most ${LYRICS_MAX_LENGTH} characters`,
    },
  )
  lyrics_plain?: string | null;

  @Field(
    { type: 'string', maxLength: LYRICS_MAX_LENGTH, nullable: true },
    {
      optional: true,
      description: 'LRC: each line starts with its time, like "[00:12.50] First line"',
      message: `lyrics_synced must be at most ${LYRICS_MAX_LENGTH} characters of LRC`,
    },
  )
  lyrics_synced?: string | null;

  @Field(
    { type: 'number', minimum: 0, maximum: 86_400, nullable: true },
    {
      optional: true,
      example: 42.5,
      description:
        'Where the 30-second preview starts (seconds); null: a third into the track. A change cuts the preview again.',
      message: 'preview_start_seconds must be a number of seconds within the track',
    },
  )
  preview_start_seconds?: number | null;
}
