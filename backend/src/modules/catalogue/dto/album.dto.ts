import { ApiProperty } from '@nestjs/swagger';

import type { AlbumRow } from '../catalogue-rows.js';
import { ACCESS_TYPES, type AccessType } from '../domain/access-type.js';
import { TrackDto } from './track.dto.js';

export class AlbumArtistDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) slug!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) image_url!: string | null;
}

/** An album in search results and lists (spec §3); the album call adds its tracks. */
export class AlbumDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) slug!: string | null;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) artwork_url!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) release_date!: string | null;
  @ApiProperty({ enum: ACCESS_TYPES }) access_type!: AccessType;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: AlbumArtistDto }) artist!: AlbumArtistDto;
  @ApiProperty({ format: 'uuid' }) artist_id!: string;
  @ApiProperty({ type: String, nullable: true }) artist_slug!: string | null;
  @ApiProperty() artist_name!: string;
}

export class AlbumDetailDto extends AlbumDto {
  @ApiProperty({ type: [TrackDto], description: 'In track order' }) tracks!: TrackDto[];
}

export class AlbumsReplyDto {
  @ApiProperty({ type: [AlbumDto] }) albums!: AlbumDto[];
}

export const toAlbumDto = (row: AlbumRow): AlbumDto => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  artwork_url: row.artwork_url,
  release_date: row.release_date,
  access_type: row.access_type,
  description: row.description,
  artist: {
    id: row.artist_id,
    slug: row.artist_slug,
    name: row.artist_name,
    image_url: row.artist_image_url,
  },
  artist_id: row.artist_id,
  artist_slug: row.artist_slug,
  artist_name: row.artist_name,
});

export const toAlbumDetailDto = (row: AlbumRow, tracks: TrackDto[]): AlbumDetailDto =>
  Object.assign(toAlbumDto(row), { tracks });
