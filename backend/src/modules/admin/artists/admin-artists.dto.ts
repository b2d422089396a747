import { ApiProperty } from '@nestjs/swagger';

import { ARTIST_SORTS, type ArtistListRow, type ArtistSort } from '../../catalogue/index.js';
import { type ArtistAccount, ROLES, type Role } from '../../users/index.js';
import { AdminPageQuery } from '../audit/audit.dto.js';
import { orderField, searchField, sortField } from '../dto/list-query-fields.js';

/** `GET /api/admin/artists`: search and order. */
export class ArtistListQuery extends AdminPageQuery {
  @searchField('The start of the name or of a word in it (any case)', 'quiet')
  q?: string;

  @sortField(ARTIST_SORTS, 'Default name (A to Z); created sorts newest first')
  sort?: ArtistSort;

  @orderField('Default asc for name, desc for created')
  order?: 'asc' | 'desc';
}

export class ArtistAccountDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() display_name!: string;
  @ApiProperty({ enum: ROLES, description: 'Only an artist account reads the dashboard' })
  role!: Role;
}

export class AdminArtistDto {
  @ApiProperty({
    format: 'uuid',
    description: 'Open its analytics at /artist/dashboard?artist_id=',
  })
  id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The artist page is /artist/{slug}' })
  slug!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) image_url!: string | null;
  @ApiProperty() album_count!: number;
  @ApiProperty() track_count!: number;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({
    type: [ArtistAccountDto],
    description: 'The accounts linked to this profile (they manage it), by email',
  })
  accounts!: ArtistAccountDto[];
}

export class AdminArtistPageDto {
  @ApiProperty({ type: [AdminArtistDto] }) artists!: AdminArtistDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as before for the next page' })
  next_cursor!: string | null;
}

export const toAdminArtistDto = (
  artist: ArtistListRow,
  accounts: readonly ArtistAccount[],
): AdminArtistDto => ({
  id: artist.id,
  slug: artist.slug,
  name: artist.name,
  image_url: artist.imageUrl,
  album_count: artist.albumCount,
  track_count: artist.trackCount,
  created_at: artist.createdAt.toISOString(),
  accounts: accounts.map((account) => ({
    id: account.id,
    email: account.email,
    display_name: account.displayName,
    role: account.role,
  })),
});
