import { ApiProperty } from '@nestjs/swagger';

import type { ArtistRow, ArtistSummaryRow } from '../catalogue-rows.js';
import { ACCESS_TYPES, type AccessType } from '../domain/access-type.js';
import type { SocialLinks } from '../domain/artist.js';

const SLUG_DESCRIPTION =
  'The stored slug, or the one derived from the name when the artist has none (null only when ' +
  'the name has no letter or digit to derive it from): the client links /artist/{slug} with it';

/** An artist in search results (spec §7): what the results table shows. */
export class ArtistSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true, description: SLUG_DESCRIPTION }) slug!:
    string | null;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) image_url!: string | null;
  @ApiProperty({ type: [String], description: 'Genre names' }) genres!: string[];
}

export class ArtistsReplyDto {
  @ApiProperty({ type: [ArtistSummaryDto] }) artists!: ArtistSummaryDto[];
}

/** A release on the artist page. */
export class AlbumSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) slug!: string | null;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) artwork_url!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) release_date!: string | null;
  @ApiProperty({ enum: ACCESS_TYPES }) access_type!: AccessType;
  @ApiProperty({ type: 'integer' }) track_count!: number;
}

/** The artist page (spec §3); both banner spellings occur in clients, so both are sent. */
export class ArtistDto extends ArtistSummaryDto {
  @ApiProperty({ type: String, nullable: true }) bio!: string | null;
  @ApiProperty({ type: String, nullable: true }) banner_url!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Same as banner_url' })
  banner_image!: string | null;
  @ApiProperty({ type: String, nullable: true }) artist_logo!: string | null;
  @ApiProperty({ type: [String], description: 'Genre names (same as genres)' }) genre!: string[];
  @ApiProperty({ type: [String], description: 'Mood names' }) mood!: string[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Site name → profile URL',
    example: { instagram: 'https://www.instagram.com/…' },
  })
  social_links!: SocialLinks;
  @ApiProperty({ type: [AlbumSummaryDto], description: 'Newest first' })
  albums!: AlbumSummaryDto[];
}

export const toArtistSummaryDto = (row: ArtistSummaryRow): ArtistSummaryDto => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  image_url: row.image_url,
  genres: row.genres,
});

export const toArtistDto = (row: ArtistRow): ArtistDto =>
  Object.assign(toArtistSummaryDto(row), {
    bio: row.bio,
    banner_url: row.banner_url,
    banner_image: row.banner_url,
    artist_logo: row.artist_logo,
    genre: row.genres,
    mood: row.moods,
    social_links: row.social_links,
    albums: row.albums,
  });
