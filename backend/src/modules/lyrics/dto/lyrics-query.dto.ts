import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import type { LyricsQuery } from '../domain/lyrics-lookup.js';

const MAX_NAME_CHARS = 300;
/** Longer than any track; a bigger number is a mistake (or milliseconds). */
const MAX_DURATION_S = 24 * 60 * 60;

const nameMessage = (name: string) => ({
  message: `${name} must be text of at most ${MAX_NAME_CHARS} characters`,
});
const durationMessage = {
  message: `duration must be a number of seconds from 0 to ${MAX_DURATION_S}`,
};

/** `duration=` (empty) is the same as no duration. */
const toDuration = ({ value }: { value: unknown }): unknown =>
  value === '' || value === undefined ? undefined : Number(value);

/**
 * LRCLIB's `/api/get` query. artist_name and track_name are required, but checked by the service
 * so that one 400 names every missing one ("Missing artist or title").
 */
export class LyricsQueryDto implements LyricsQuery {
  @ApiPropertyOptional({ description: 'Required. Case, accents and punctuation are ignored' })
  @IsOptional()
  @IsString(nameMessage('artist_name'))
  @MaxLength(MAX_NAME_CHARS, nameMessage('artist_name'))
  artist_name?: string;

  @ApiPropertyOptional({ description: 'Required. Case, accents and punctuation are ignored' })
  @IsOptional()
  @IsString(nameMessage('track_name'))
  @MaxLength(MAX_NAME_CHARS, nameMessage('track_name'))
  track_name?: string;

  @ApiPropertyOptional({ description: 'Preferred when several tracks match' })
  @IsOptional()
  @IsString(nameMessage('album_name'))
  @MaxLength(MAX_NAME_CHARS, nameMessage('album_name'))
  album_name?: string;

  @ApiPropertyOptional({
    description: 'Seconds (fractions allowed); when given, the track must be within ±2 s',
    minimum: 0,
    maximum: MAX_DURATION_S,
  })
  @IsOptional()
  @Transform(toDuration)
  @IsNumber({ allowNaN: false, allowInfinity: false }, durationMessage)
  @Min(0, durationMessage)
  @Max(MAX_DURATION_S, durationMessage)
  duration?: number;
}
