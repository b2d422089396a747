import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  Equals,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  Min,
} from 'class-validator';

import { UUID_PATTERN } from '../../../platform/http/index.js';
import type { AcceptedPlayEvent } from '../analytics-queue.js';

type PlayEventType = AcceptedPlayEvent['event_type'];

/** Every event type once (a Record, so a type added to AcceptedPlayEvent must be added here). */
const EVENT_TYPES: Record<PlayEventType, true> = {
  play_start: true,
  play_resume: true,
  pause: true,
  track_complete: true,
  skip_forward: true,
  skip_backward: true,
};
export const PLAY_EVENT_TYPES = Object.keys(EVENT_TYPES) as PlayEventType[];
const PLATFORMS: AcceptedPlayEvent['platform'][] = ['mobile', 'desktop'];

/** No track and no stretch of listening is longer than a day: bounds what a client can claim. */
export const MAX_PLAY_MS = 24 * 60 * 60 * 1000;
const NAME_MAX = 500;
const DEVICE_TYPE_MAX = 100;
const APP_VERSION_MAX = 50;
export const SESSION_ID_PATTERN = /^web-[A-Za-z0-9_-]{6,64}$/;

/** Browsers measure time in fractional milliseconds; we store whole ones. Non-numbers stay as sent. */
const roundMs = ({ value }: { value: unknown }): unknown =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : value;

const durationMs = (description: string) =>
  ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_PLAY_MS, description });

/** The client's play event (spec §3). The listener comes from the bearer token, never from here. */
export class LogPlayDto {
  @ApiProperty({ format: 'uuid' })
  @Matches(UUID_PATTERN, { message: 'track_id must be a UUID' })
  track_id!: string;

  @ApiProperty({ minLength: 1, maxLength: NAME_MAX })
  @IsString()
  @Length(1, NAME_MAX)
  track_title!: string;

  @ApiProperty({ format: 'uuid' })
  @Matches(UUID_PATTERN, { message: 'artist_id must be a UUID' })
  artist_id!: string;

  @ApiProperty({ minLength: 1, maxLength: NAME_MAX })
  @IsString()
  @Length(1, NAME_MAX)
  artist_name!: string;

  @durationMs('The track length (fractions are rounded)')
  @Transform(roundMs)
  @IsInt()
  @Min(0)
  @Max(MAX_PLAY_MS)
  track_duration_ms!: number;

  @durationMs('Time listened since the last play_start or play_resume (fractions are rounded)')
  @Transform(roundMs)
  @IsInt()
  @Min(0)
  @Max(MAX_PLAY_MS)
  listening_time_ms!: number;

  @ApiProperty({ enum: PLAY_EVENT_TYPES })
  @IsIn(PLAY_EVENT_TYPES)
  event_type!: PlayEventType;

  @ApiProperty({ enum: ['web_app'] })
  @Equals('web_app')
  play_source!: 'web_app';

  @ApiProperty({ pattern: SESSION_ID_PATTERN.source, example: 'web-k3j9x0q2m1' })
  @IsString()
  @Matches(SESSION_ID_PATTERN, {
    message: 'session_id must look like web-<6 to 64 letters or digits>',
  })
  session_id!: string;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 })
  @IsInt()
  @Min(0)
  @Max(100)
  completion_percentage!: number;

  @ApiPropertyOptional({ enum: ['user_skip'], nullable: true, description: 'Sent with skips' })
  @IsOptional()
  @Equals('user_skip')
  skip_reason?: 'user_skip' | null;

  @ApiProperty({ enum: PLATFORMS })
  @IsIn(PLATFORMS)
  platform!: AcceptedPlayEvent['platform'];

  @ApiProperty({ minLength: 1, maxLength: DEVICE_TYPE_MAX, example: 'Chrome' })
  @IsString()
  @Length(1, DEVICE_TYPE_MAX)
  device_type!: string;

  @ApiProperty({ minLength: 1, maxLength: APP_VERSION_MAX, example: 'web-1.0.0' })
  @IsString()
  @Length(1, APP_VERSION_MAX)
  app_version!: string;
}

export class PlayAcceptedDto {
  @ApiProperty({ format: 'uuid', description: 'The id the event is stored under' })
  id!: string;
}
