import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';

/** Any UUID PostgreSQL accepts in canonical form; anything else is a 400, never a 500. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Stored and name-derived slugs: letters, digits and hyphens. */
const SLUG_PATTERN = /^[A-Za-z0-9-]{1,200}$/;

export class ArtistIdParams {
  @ApiProperty({ format: 'uuid' })
  @Matches(UUID_PATTERN, { message: 'The artist id must be a UUID' })
  id!: string;
}

export class ArtistSlugParams {
  @ApiProperty({ description: 'Stored or name-derived slug, any letter case', example: 'o-w-l' })
  @Matches(SLUG_PATTERN, { message: 'An artist slug is 1 to 200 letters, digits and hyphens' })
  slug!: string;
}

export class AlbumIdParams {
  @ApiProperty({ description: 'The album UUID or its slug', example: 'windfall' })
  @Matches(SLUG_PATTERN, { message: 'The album id must be a UUID or a slug' })
  id!: string;
}
