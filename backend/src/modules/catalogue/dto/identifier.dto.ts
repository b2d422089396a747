import { Field } from '../../../platform/http/index.js';

/** Stored and name-derived slugs: letters, digits and hyphens (the page heads read it too). */
export const SLUG = {
  type: 'string',
  pattern: /^[A-Za-z0-9-]+$/,
  minLength: 1,
  maxLength: 200,
} as const;

export class ArtistIdParams {
  @Field({ type: 'string', format: 'uuid' }, { message: 'The artist id must be a UUID' })
  id!: string;
}

export class ArtistSlugParams {
  @Field(SLUG, {
    description: 'Stored or name-derived slug, any letter case',
    example: 'o-w-l',
    message: 'An artist slug is 1 to 200 letters, digits and hyphens',
  })
  slug!: string;
}

export class AlbumIdParams {
  @Field(SLUG, {
    description: 'The album UUID or its slug',
    example: 'windfall',
    message: 'The album id must be a UUID or a slug',
  })
  id!: string;
}
