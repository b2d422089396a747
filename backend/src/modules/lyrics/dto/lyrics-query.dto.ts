import { Field } from '../../../platform/http/index.js';
import type { LyricsQuery } from '../domain/lyrics-lookup.js';

const MAX_NAME_CHARS = 300;
/** Longer than any track; a bigger number is a mistake (or milliseconds). */
const MAX_DURATION_S = 24 * 60 * 60;

const name = (label: string, description: string) =>
  Field(
    { type: 'string', maxLength: MAX_NAME_CHARS },
    {
      optional: true,
      description,
      message: `${label} must be text of at most ${MAX_NAME_CHARS} characters`,
    },
  );

/**
 * LRCLIB's `/api/get` query. artist_name and track_name are required, but checked by the service
 * so that one 400 names every missing one ("Missing artist or title"). `duration=` (empty) is the
 * same as no duration.
 */
export class LyricsQueryDto implements LyricsQuery {
  @name('artist_name', 'Required. Case, accents and punctuation are ignored')
  artist_name?: string;

  @name('track_name', 'Required. Case, accents and punctuation are ignored')
  track_name?: string;

  @name('album_name', 'Preferred when several tracks match')
  album_name?: string;

  @Field(
    { type: 'number', minimum: 0, maximum: MAX_DURATION_S },
    {
      optional: true,
      description: 'Seconds (fractions allowed); when given, the track must be within ±2 s',
      message: `duration must be a number of seconds from 0 to ${MAX_DURATION_S}`,
    },
  )
  duration?: number;
}
