import { ApiProperty } from '@nestjs/swagger';
import { Field } from '../../../platform/http/index.js';
import { STORAGE_PATH_MAX_LENGTH } from '../../../platform/storage/index.js';

/** A track's storage path as the catalogue hands it out (`file_path`, e.g. `audio/x.mp3`). */
export class MediaPathQueryDto {
  @Field(
    { type: 'string', minLength: 1, maxLength: STORAGE_PATH_MAX_LENGTH },
    {
      trim: true,
      example: 'audio/night-drive.mp3',
      message: {
        length: `filePath is required and at most ${STORAGE_PATH_MAX_LENGTH} characters.`,
        other: 'filePath is required.',
      },
    },
  )
  filePath!: string;
}

export class SignedUrlDto {
  @ApiProperty({
    description: 'Same-origin address to GET (with Range) until it expires',
    example: '/api/media/stream/audio/night-drive.mp3?u=anon&exp=1790000000&sig=…',
  })
  signedUrl!: string;
}
