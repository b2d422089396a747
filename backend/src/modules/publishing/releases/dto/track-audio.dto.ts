import { ApiProperty } from '@nestjs/swagger';

/** Where the studio plays a track to its artist: a signed, expiring address (no bearer needed). */
export class StudioTrackAudioDto {
  @ApiProperty({
    example: '/api/media/stream/audio/3f2b9c1e-8a3d-4c55-9a43-7e2f3f1b2e22/1/stream.mp3?u=…',
    description:
      "The track's full MP3 stream for an <audio> element, with Range; for its artist only",
  })
  url!: string;

  @ApiProperty({
    format: 'date-time',
    description:
      "When the address stops working (the track's length plus ten minutes, at most an hour)",
  })
  expires_at!: string;
}
