import { ARTWORK_MAX_BYTES } from '@encore/shared-rules';
import { Controller, Header, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

import { type AccessClaims, CurrentUser, JwtAuthGuard } from '../../../platform/auth/index.js';
import { type ImageUploadRules, readImageUpload } from '../../../platform/images/index.js';
import { ReleaseIdParams } from './dto/release-requests.dto.js';
import { ArtworkReplyDto } from './dto/studio-release.dto.js';
import { StudioAccess } from './studio-access.js';
import { StudioReleases } from './studio-releases.service.js';
import { StudioErrors } from './studio.errors.js';

/** The cover arrives as multipart `file`, like avatars (re-encoded by toArtworkJpeg). */
const ARTWORK_UPLOAD: ImageUploadRules = {
  maxBytes: ARTWORK_MAX_BYTES,
  missing: StudioErrors.ARTWORK_MISSING,
  tooLarge: StudioErrors.ARTWORK_TOO_LARGE,
};

/** A release's cover, uploaded as multipart like avatars (so not JSON-only). */
@ApiTags('studio')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('studio/releases')
export class StudioArtworkController {
  constructor(
    private readonly access: StudioAccess,
    private readonly releases: StudioReleases,
  ) {}

  @Post(':id/artwork')
  @HttpCode(201)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Uploads the cover: JPEG, PNG or WebP, at least 1400 × 1400 (cropped square)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  @ApiCreatedResponse({ type: ArtworkReplyDto })
  async upload(
    @Param() params: ReleaseIdParams,
    @CurrentUser() caller: AccessClaims,
    @Req() request: FastifyRequest,
  ): Promise<ArtworkReplyDto> {
    const actor = await this.access.forRelease(caller, request, params.id);
    const bytes = await readImageUpload(request, ARTWORK_UPLOAD);
    return { artwork_url: await this.releases.setArtwork(actor, bytes) };
  }
}
