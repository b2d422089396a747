import { ApiProperty } from '@nestjs/swagger';

import type { LrclibLyrics } from '../domain/lrclib-lyrics.js';

/** LRCLIB's `/api/get` reply, field for field. */
export class LyricsDto implements LrclibLyrics {
  @ApiProperty({
    type: 'integer',
    description:
      "LRCLIB's record id for upstream answers; for our tracks a stable number derived from the track's UUID (it resolves nothing)",
  })
  id!: number;

  @ApiProperty() trackName!: string;
  @ApiProperty() artistName!: string;
  @ApiProperty() albumName!: string;
  @ApiProperty({ description: 'Seconds', example: 104 }) duration!: number;
  @ApiProperty() instrumental!: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Untimed lyrics' })
  plainLyrics!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'LRC: one "[mm:ss.xx] text" line per sung line',
  })
  syncedLyrics!: string | null;
}
