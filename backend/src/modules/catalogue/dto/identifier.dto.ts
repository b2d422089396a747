import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';

import { UUID_PATTERN } from '../../../platform/http/index.js';

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
