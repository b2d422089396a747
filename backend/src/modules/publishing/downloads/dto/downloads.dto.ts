import { ApiProperty } from '@nestjs/swagger';

import { Field } from '../../../../platform/http/index.js';
import { DOWNLOAD_FORMATS, type DownloadFormat } from '../download-rights.js';

export class DownloadAlbumParams {
  @Field({ type: 'string', format: 'uuid' }, { message: 'The album id must be a UUID' })
  id!: string;
}

export class DownloadFileParams extends DownloadAlbumParams {
  @Field(
    { type: 'string', enum: DOWNLOAD_FORMATS },
    { message: `format must be one of ${DOWNLOAD_FORMATS.join(', ')}` },
  )
  format!: DownloadFormat;
}

export class CreateDownloadLinkDto {
  @Field(
    { type: 'string', enum: DOWNLOAD_FORMATS },
    {
      description: 'flac: lossless, as uploaded; mp3: 320 kb/s',
      message: `format must be one of ${DOWNLOAD_FORMATS.join(', ')}`,
    },
  )
  format!: DownloadFormat;
}

/** The signature of a download link, as `POST …/downloads` wrote it into the URL. */
export class SignedDownloadQuery {
  @Field({ type: 'string', maxLength: 64 }, { optional: true, description: 'Signed for this user' })
  u?: string;

  @Field(
    { type: 'string', maxLength: 12 },
    { optional: true, description: 'Expiry, seconds since the epoch' },
  )
  exp?: string;

  @Field({ type: 'string', maxLength: 64 }, { optional: true, description: 'The signature' })
  sig?: string;
}

const REQUIRES = ['sign_in', 'purchase'] as const;

/** What an album offers for download, and to this caller (the album page shows it). */
export class DownloadOfferDto {
  @ApiProperty({
    enum: DOWNLOAD_FORMATS,
    isArray: true,
    description: 'The formats the album is offered in; empty when it offers no download',
  })
  formats!: DownloadFormat[];

  @ApiProperty({ description: 'Whether the caller may download it now' })
  can_download!: boolean;

  @ApiProperty({
    enum: REQUIRES,
    nullable: true,
    description: 'What would let the caller download it: signing in, or buying the album',
  })
  requires!: (typeof REQUIRES)[number] | null;
}

export class DownloadLinkDto {
  @ApiProperty({
    description: 'Where the zip is streamed from (GET, no bearer), relative to the site',
    example: '/api/albums/0b1c…/downloads/flac?u=…&exp=…&sig=…',
  })
  url!: string;

  @ApiProperty({ format: 'date-time', description: 'The link must be started before this' })
  expires_at!: string;

  @ApiProperty({ enum: DOWNLOAD_FORMATS }) format!: DownloadFormat;
}
