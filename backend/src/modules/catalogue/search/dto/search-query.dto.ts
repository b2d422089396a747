import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

import { MAX_TRACK_LIST } from '../../catalogue.service.js';
import { UUID_PATTERN } from '../../../../platform/http/index.js';

export const DEFAULT_SEARCH_LIMIT = 20;
export const MAX_SEARCH_LIMIT = 50;
const MAX_QUERY_CHARS = 200;

const Q_DESCRIPTION =
  'Search text. Under 2 characters (trimmed) the answer is an empty list. Accents, case and ' +
  'punctuation are ignored, the last word may be unfinished, and typos are corrected.';
/** Texts without the final stop: the validation pipe capitalises them and adds it. */
const limitMessage = (max: number) => ({
  message: `limit must be a whole number from 1 to ${max}`,
});

/** `?q=&limit=` of the artist and album searches. */
export class SearchTextQuery {
  @ApiProperty({ description: Q_DESCRIPTION, maxLength: MAX_QUERY_CHARS })
  @IsDefined({ message: 'The search text q is required' })
  @IsString({ message: 'The search text q must be text' })
  @MaxLength(MAX_QUERY_CHARS, {
    message: `The search text q must be at most ${MAX_QUERY_CHARS} characters`,
  })
  q!: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_SEARCH_LIMIT,
    default: DEFAULT_SEARCH_LIMIT,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt(limitMessage(MAX_SEARCH_LIMIT))
  @Min(1, limitMessage(MAX_SEARCH_LIMIT))
  @Max(MAX_SEARCH_LIMIT, limitMessage(MAX_SEARCH_LIMIT))
  limit?: number;
}

/** `/public/search`: only albums can be searched there for now (spec §7). */
export class TypedSearchQuery extends SearchTextQuery {
  @ApiProperty({ enum: ['album'] })
  @IsIn(['album'], { message: 'type must be "album": only album search is available for now' })
  type!: 'album';
}

/** `/public/track`: a search (`q`) or an artist's or album's tracks; exactly one of the three. */
export class TrackListQuery {
  @ApiPropertyOptional({ description: Q_DESCRIPTION, maxLength: MAX_QUERY_CHARS })
  @IsOptional()
  @IsString({ message: 'The search text q must be text' })
  @MaxLength(MAX_QUERY_CHARS, {
    message: `The search text q must be at most ${MAX_QUERY_CHARS} characters`,
  })
  q?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "The artist's tracks, newest release first" })
  @IsOptional()
  @Matches(UUID_PATTERN, { message: 'artist must be an artist id (a UUID)' })
  artist?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "The album's tracks in track order" })
  @IsOptional()
  @Matches(UUID_PATTERN, { message: 'album must be an album id (a UUID)' })
  album?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_TRACK_LIST,
    description: `At most ${MAX_SEARCH_LIMIT} (default ${DEFAULT_SEARCH_LIMIT}) with q; else at most and by default ${MAX_TRACK_LIST}`,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt(limitMessage(MAX_TRACK_LIST))
  @Min(1, limitMessage(MAX_TRACK_LIST))
  @Max(MAX_TRACK_LIST, limitMessage(MAX_TRACK_LIST))
  limit?: number;
}
