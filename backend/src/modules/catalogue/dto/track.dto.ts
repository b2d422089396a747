import { ApiProperty } from '@nestjs/swagger';

import type { AlbumAccess } from '../../access/index.js';
import type { TrackRow } from '../catalogue-rows.js';
import { ACCESS_TYPES, type AccessType } from '../domain/access-type.js';
import { peaksUrl } from '../domain/playback.js';

/** The AAC rendition a gapless player appends, with what it trims (docs/adr/0042, 0048). */
export class GaplessDto {
  @ApiProperty({
    description:
      'Storage path of the fragmented-MP4 AAC rendition; ask /api/media/audio?filePath= for it, as for file_path',
    example: 'audio/0b9d…/m3x1a2b3c/stream.m4a',
  })
  file_path!: string;
  @ApiProperty({ type: 'integer', example: 44100 }) sample_rate!: number;
  @ApiProperty({
    type: 'integer',
    description: 'Encoder delay before the first real sample (1024 for AAC)',
    example: 1024,
  })
  priming_samples!: number;
  @ApiProperty({ type: 'integer', description: 'Samples after the last real one', example: 576 })
  padding_samples!: number;
  @ApiProperty({ type: 'integer', description: 'Real samples (per channel) in the file' })
  samples!: number;
}

/** Gains (dB) a player applies for matched loudness; neither ever lifts a true peak past −1 dBTP. */
export class LoudnessDto {
  @ApiProperty({ description: 'To −14 LUFS, limited so the true peak stays at or under −1 dBTP' })
  track_gain_db!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      "One gain for the whole album, from its tracks' loudness as one programme and its loudest true peak: quiet interludes stay quiet. Null when the album has none",
  })
  album_gain_db!: number | null;
}

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
  @ApiProperty({
    type: GaplessDto,
    nullable: true,
    description: 'The AAC rendition for gapless playback; null for a track without one',
  })
  gapless!: GaplessDto | null;
  @ApiProperty({
    type: LoudnessDto,
    nullable: true,
    description: 'Loudness-matching gains; null for a track never measured',
  })
  loudness!: LoudnessDto | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Where to GET the waveform peaks (JSON: {version, durationS, count, peaks: [0…1]}); public, cached for a year; null without peaks',
    example: '/api/media/peaks/audio/0b9d…/m3x1a2b3c/peaks.json',
  })
  peaks_url!: string | null;
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
  gapless:
    row.aac_path === null || row.aac_gapless === null
      ? null
      : {
          file_path: row.aac_path,
          sample_rate: row.aac_gapless.sampleRate,
          priming_samples: row.aac_gapless.primingSamples,
          padding_samples: row.aac_gapless.paddingSamples,
          samples: row.aac_gapless.samples,
        },
  loudness:
    row.track_gain_db === null
      ? null
      : { track_gain_db: row.track_gain_db, album_gain_db: row.album_gain_db },
  peaks_url: peaksUrl(row.peaks_path),
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
