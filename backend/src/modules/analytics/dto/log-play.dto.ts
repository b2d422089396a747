import { ApiProperty } from '@nestjs/swagger';

import {
  PLAY_EVENT_TYPES,
  PLAY_PLATFORMS,
  type PlayEventType,
  type PlayPlatform,
} from '@encore/shared-rules';

import { Field } from '../../../platform/http/index.js';

/** No track and no stretch of listening is longer than a day: bounds what a client can claim. */
export const MAX_PLAY_MS = 24 * 60 * 60 * 1000;
const NAME_MAX = 500;
const DEVICE_TYPE_MAX = 100;
const APP_VERSION_MAX = 50;
export const SESSION_ID_PATTERN = /^web-[A-Za-z0-9_-]{6,64}$/;

/** "track_id is required", "track_id must be a UUID": the generic texts say it. */
const id = () => Field({ type: 'string', format: 'uuid' });
const text = (max: number, example?: string) =>
  Field({ type: 'string', minLength: 1, maxLength: max }, { example });
/** Browsers measure time in fractional milliseconds; we store whole ones. */
const durationMs = (description: string) =>
  Field({ type: 'integer', minimum: 0, maximum: MAX_PLAY_MS }, { round: true, description });

/** The client's play event (spec §3). The listener comes from the bearer token, never from here. */
export class LogPlayDto {
  @id()
  track_id!: string;

  @text(NAME_MAX)
  track_title!: string;

  @id()
  artist_id!: string;

  @text(NAME_MAX)
  artist_name!: string;

  @durationMs('The track length (fractions are rounded)')
  track_duration_ms!: number;

  @durationMs(
    'Time listened since the play_start, accumulated over pauses and resumes (spec §4; fractions are rounded)',
  )
  listening_time_ms!: number;

  @Field({ type: 'string', enum: PLAY_EVENT_TYPES })
  event_type!: PlayEventType;

  @Field({ type: 'string', enum: ['web_app'] })
  play_source!: 'web_app';

  @Field(
    { type: 'string', pattern: SESSION_ID_PATTERN, maxLength: 68 },
    {
      example: 'web-k3j9x0q2m1',
      message: 'session_id must look like web-<6 to 64 letters or digits>',
    },
  )
  session_id!: string;

  @Field({ type: 'integer', minimum: 0, maximum: 100 })
  completion_percentage!: number;

  @Field(
    { type: 'string', enum: ['user_skip', null], nullable: true },
    { optional: true, description: 'Sent with skips' },
  )
  skip_reason?: 'user_skip' | null;

  @Field({ type: 'string', enum: PLAY_PLATFORMS })
  platform!: PlayPlatform;

  @text(DEVICE_TYPE_MAX, 'Chrome')
  device_type!: string;

  @text(APP_VERSION_MAX, 'web-1.0.0')
  app_version!: string;
}

export class PlayAcceptedDto {
  @ApiProperty({ format: 'uuid', description: 'The id the event is stored under' })
  id!: string;
}
