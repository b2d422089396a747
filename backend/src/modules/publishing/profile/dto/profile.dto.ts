import {
  ARTIST_BIO_MAX_LENGTH,
  ARTIST_GENRES_MAX,
  ARTIST_LINK_MAX_LENGTH,
  ARTIST_LINK_PATTERN,
  ARTIST_LINKS_MAX,
  ARTIST_NAME_MAX_LENGTH,
} from '@encore/shared-rules';
import { ApiProperty } from '@nestjs/swagger';

import { Field } from '../../../../platform/http/index.js';

/**
 * `PATCH /api/studio/profile`'s body limit: every field at its longest in any script (UTF-8, at
 * most 4 bytes a character: 8,900 characters are 36 KB) with the keys and punctuation, and far
 * below what the house lets reach the JSON parser (test/platform/event-loop).
 */
export const PROFILE_UPDATE_BODY_LIMIT_BYTES = 48 * 1024;
/** A genre's name as the catalogue holds it (genres.name). */
const GENRE_NAME_MAX_LENGTH = 80;

/** The artist's profile as the studio edits it: what the artist page shows listeners. */
export class StudioProfileDto {
  @ApiProperty({ format: 'uuid' }) artist_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "The artist page's address part (/artist/{slug}): stored, or derived from the name; null when the name gives none (the page is reached by id)",
  })
  slug!: string | null;
  @ApiProperty({ type: String, nullable: true }) bio!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/media/images/artist-photos/3c1e….webp' })
  photo_url!: string | null;
  @ApiProperty({
    type: [String],
    description: 'Links listed on the artist page, in this order (https addresses)',
  })
  links!: string[];
  @ApiProperty({ type: [String], description: 'Genre names, as GET /api/public/genres lists them' })
  genres!: string[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'ISO 3166-1 alpha-2 of where the artist is based (from their waitlist entry)',
  })
  country!: string | null;
  // What the artist page shows besides, which the studio does not edit: its preview shows them.
  @ApiProperty({ type: String, nullable: true }) banner_url!: string | null;
  @ApiProperty({ type: String, nullable: true }) artist_logo!: string | null;
  @ApiProperty({ type: [String], description: 'Mood names' }) moods!: string[];
}

/** A partial change: each field given replaces what the profile holds; lists are replaced whole. */
export class UpdateStudioProfileDto {
  @Field(
    { type: 'string', minLength: 1, maxLength: ARTIST_NAME_MAX_LENGTH },
    {
      optional: true,
      trim: true,
      description:
        "The artist's name; the page's address follows it (refused when another artist is reached by it)",
      message: `name must be 1 to ${ARTIST_NAME_MAX_LENGTH} characters`,
    },
  )
  name?: string;

  @Field(
    { type: 'string', maxLength: ARTIST_BIO_MAX_LENGTH, nullable: true },
    {
      optional: true,
      trim: true,
      description: 'Shown under About on the artist page; empty or null: none',
      message: `bio must be at most ${ARTIST_BIO_MAX_LENGTH.toLocaleString('en')} characters`,
    },
  )
  bio?: string | null;

  @Field(
    {
      type: 'array',
      items: { type: 'string', pattern: ARTIST_LINK_PATTERN, maxLength: ARTIST_LINK_MAX_LENGTH },
      maxItems: ARTIST_LINKS_MAX,
    },
    {
      optional: true,
      description:
        'Every link, in the order the artist page lists them (its icon is chosen by the site)',
      message: {
        pattern: 'links must be https addresses, like https://yourname.bandcamp.com',
        length: `Each link can be at most ${ARTIST_LINK_MAX_LENGTH} characters`,
        count: `links can hold at most ${ARTIST_LINKS_MAX} addresses`,
      },
    },
  )
  links?: string[];

  @Field(
    {
      type: 'array',
      items: { type: 'string', minLength: 1, maxLength: GENRE_NAME_MAX_LENGTH },
      maxItems: ARTIST_GENRES_MAX,
    },
    {
      optional: true,
      description: 'Names from GET /api/public/genres (any case)',
      message: `genres must be at most ${ARTIST_GENRES_MAX} names from the genre list`,
    },
  )
  genres?: string[];
}
