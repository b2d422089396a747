import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

import { STORAGE_PATH_MAX_LENGTH } from '../../../platform/storage/index.js';

const trim = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;

/** A track's storage path as the catalogue hands it out (`file_path`, e.g. `audio/x.mp3`). */
export class MediaPathQueryDto {
  @ApiProperty({ example: 'audio/night-drive.mp3', maxLength: STORAGE_PATH_MAX_LENGTH })
  @Transform(trim)
  @IsString({ message: 'filePath is required.' })
  @IsNotEmpty({ message: 'filePath is required.' })
  @MaxLength(STORAGE_PATH_MAX_LENGTH, {
    message: `filePath must be at most ${STORAGE_PATH_MAX_LENGTH} characters.`,
  })
  filePath!: string;
}

export class SignedUrlDto {
  @ApiProperty({
    description: 'Same-origin address to GET (with Range) until it expires',
    example: '/api/media/stream/audio/night-drive.mp3?u=anon&exp=1790000000&sig=…',
  })
  signedUrl!: string;
}
