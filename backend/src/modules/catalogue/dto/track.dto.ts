import { ApiProperty } from '@nestjs/swagger';

import type { AlbumAccess } from '../../access/index.js';
import type { TrackRow } from '../catalogue-rows.js';
import { ACCESS_TYPES, type AccessType } from '../domain/access-type.js';

/** A track as every catalogue and search call returns it (spec §3). */
export class TrackDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'Same as artist_name: clients read either spelling' })
  artistName!: string;
  @ApiProperty() artist_name!: string;
  @ApiProperty({ description: 'Seconds', example: 94.5 }) duration!: number;
  @ApiProperty({ type: 'integer' }) track_number!: number;
  @ApiProperty({
    description: 'Storage path of the full audio; a logged-in client asks /api/media/audio for it',
    example: 'audio/windfall-01.mp3',
  })
  file_path!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Storage path of the 30 s preview (ask /api/media/preview?filePath=), or null',
  })
  preview_url!: string | null;
  @ApiProperty({ format: 'uuid' }) album_id!: string;
  @ApiProperty({ type: String, nullable: true }) album_slug!: string | null;
  @ApiProperty() album_title!: string;
  @ApiProperty({ format: 'uuid' }) artist_id!: string;
  @ApiProperty({ type: String, nullable: true }) artist_slug!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The album's cover" })
  artwork_url!: string | null;
  @ApiProperty() explicit!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Plain-text lyrics' })
  lyrics!: string | null;
  @ApiProperty({ enum: ACCESS_TYPES, description: "The album's access type" })
  access_type!: AccessType;
  @ApiProperty({ description: 'Whether the caller may play the full track' })
  access_granted!: boolean;
}

export class TracksReplyDto {
  @ApiProperty({ type: [TrackDto] }) tracks!: TrackDto[];
}

export const toTrackDto = (row: TrackRow, accessGranted: boolean): TrackDto => ({
  id: row.id,
  title: row.title,
  artistName: row.artist_name,
  artist_name: row.artist_name,
  duration: row.duration,
  track_number: row.track_number,
  file_path: row.file_path,
  preview_url: row.preview_path,
  album_id: row.album_id,
  album_slug: row.album_slug,
  album_title: row.album_title,
  artist_id: row.artist_id,
  artist_slug: row.artist_slug,
  artwork_url: row.artwork_url,
  explicit: row.explicit,
  lyrics: row.lyrics,
  access_type: row.access_type,
  access_granted: accessGranted,
});

/** Tracks with `access_granted` for the caller, asking AlbumAccess once for all their albums. */
export async function toTrackDtos(
  rows: readonly TrackRow[],
  access: AlbumAccess,
  userId: string | null,
): Promise<TrackDto[]> {
  const albums = new Map(rows.map((row) => [row.album_id, row.access_type]));
  const granted = await access.accessibleAlbums(
    userId,
    [...albums].map(([id, accessType]) => ({ id, accessType })),
  );
  return rows.map((row) => toTrackDto(row, granted.has(row.album_id)));
}
